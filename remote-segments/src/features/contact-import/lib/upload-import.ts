import { authorizationValue, getRuntimeConfig } from '@hearback/shared';
import type { ContactImportFieldsFragment } from '../../../gql/graphql';
import { segmentsText } from '../../../i18n/translations';
import { importRefusalMessage } from './import-refusal';

export interface ImportProgressLine {
  rowsRead: number;
  bytesRead: number;
  totalBytes: number;
}

export interface UploadListeners {
  /** 0 to 100: how much of the file has reached the server. */
  onUploaded(percent: number): void;
  /** The server's progress through the file it received. */
  onImported(progress: ImportProgressLine): void;
}

/** An import that ended (Succeeded or Failed), as the server's last line carries it. */
export type EndedImport = ContactImportFieldsFragment;

/** Splits the answer's lines of JSON as they arrive; the last, unfinished line waits. */
export function lineReader(onLine: (line: Record<string, unknown>) => void) {
  let consumed = 0;
  return (text: string) => {
    let end = text.indexOf('\n', consumed);
    while (end >= 0) {
      const line = text.slice(consumed, end).trim();
      consumed = end + 1;
      if (line) onLine(JSON.parse(line) as Record<string, unknown>);
      end = text.indexOf('\n', consumed);
    }
  };
}

/**
 * Sends the file to the import's uploadPath with the session's token (XMLHttpRequest: fetch has
 * no upload progress) and follows the streamed answer: progress lines, then the ended import.
 * A refusal rejects with what importRefusalMessage makes of it; a network failure with spec
 * section 8's "Failed to upload file: <name>".
 */
export function uploadImport(
  uploadPath: string,
  file: File,
  listeners: UploadListeners,
): Promise<EndedImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let ended: EndedImport | null = null;
    const read = lineReader((line) => {
      if (line.type === 'progress') listeners.onImported(line as unknown as ImportProgressLine);
      if (line.type === 'done') ended = line.import as EndedImport;
    });
    request.open('POST', `${getRuntimeConfig().apiUrl}${uploadPath}`);
    request.setRequestHeader('authorization', authorizationValue(window.localStorage));
    request.setRequestHeader('content-type', 'text/csv');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) listeners.onUploaded(Math.round((event.loaded / event.total) * 100));
    };
    request.onprogress = () => {
      if (request.status === 200) read(request.responseText);
    };
    request.onload = () => {
      if (request.status === 200) {
        read(`${request.responseText}\n`);
        if (ended) resolve(ended);
        else
          reject(
            new Error(
              segmentsText(
                'The import stopped answering before it ended. Open the segment to see what was kept.',
              ),
            ),
          );
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not our JSON (a proxy's page): the generic sentence.
      }
      reject(new Error(importRefusalMessage(body, segmentsText('Failed to upload file'))));
    };
    request.onerror = () =>
      reject(new Error(segmentsText('Failed to upload file: {{fileName}}', { fileName: file.name })));
    request.send(file);
  });
}
