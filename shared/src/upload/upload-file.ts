import { sharedText } from '../i18n/shared-namespace/translations';

/**
 * Spec section 8's message of every failed upload, "Failed to upload file", in the dashboard's
 * language, with what failed after ': ' when known.
 */
export function uploadFailedMessage(detail?: string): string {
  const message = sharedText('Failed to upload file');
  return detail ? `${message}: ${detail}` : message;
}

/**
 * PUTs a file to a signed URL, reporting whole percents. Spec section 4: only status 200 counts as
 * done; anything else is rejected with the upload failure message, and a network error with that
 * message followed by ': ' and the file's name (section 8). XMLHttpRequest, because fetch reports
 * no upload progress.
 */
export function uploadFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    if (file.type) request.setRequestHeader('content-type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status === 200) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(uploadFailedMessage()));
      }
    };
    request.onerror = () => reject(new Error(uploadFailedMessage(file.name)));
    request.onabort = () => reject(new Error(uploadFailedMessage()));
    request.send(file);
  });
}
