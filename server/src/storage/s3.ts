import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAGIC_BYTES_LENGTH, matchesMagicBytes } from './audio-types';
import { isFileKey, isImageKey, isRecordingKey } from './file-keys';
import { ANY_IMAGE, IMAGE_MAX_BYTES, matchesImageBytes } from './image-types';
import { type FileStorage, UPLOAD_URL_TTL_MS, type UploadRequest, type UploadTicket } from './storage';

export interface S3StorageConfig {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, R2, …); AWS itself without it. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted). */
  forcePathStyle?: boolean;
  /** The largest file kept; a store that does not enforce the signed length is caught here. */
  maxBytes: number;
}

const isMissing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (error as { name?: string }).name === 'NotFound';
};

/**
 * Recordings in an S3-compatible bucket. The browser PUTs straight to the store through a
 * presigned URL that signs the content type and the exact length, so the store itself refuses
 * another type or size; S3 writes an object whole or not at all. What the store cannot check,
 * the magic bytes, is checked when a submission names the file (`stat`), with the size cap again
 * for stores that do not verify signed headers: a file that fails is deleted and counts as never
 * uploaded. The bucket's CORS rules must allow
 * PUT from the sites that embed the widget.
 */
export function s3Storage(config: S3StorageConfig): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region ?? 'us-east-1',
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
    // Otherwise the presigned URL carries the CRC32 of an empty body, and every real PUT fails it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    client,
    async createUploadTicket(request: UploadRequest): Promise<UploadTicket> {
      const expiresIn = Math.floor(UPLOAD_URL_TTL_MS / 1000);
      // An image of a type not named up front cannot have its type or length signed: the store
      // takes what comes, and the bytes are checked when the image is used (stat).
      // Images are capped by the check on use instead: signing a length would demand exactly it.
      const open = isImageKey(request.fileKey) || request.contentType === ANY_IMAGE;
      // A recording's URL writes only where no object is (S3's conditional write): it stays valid
      // for minutes after the message that names the file was stored, and must not replace its
      // audio. The widget sends the ticket's headers; the dashboard's image uploads send none,
      // and their keys are new each time.
      const writeOnce = isRecordingKey(request.fileKey);
      const uploadUrl = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: request.fileKey,
          ...(open ? {} : { ContentType: request.contentType, ContentLength: request.maxBytes }),
          ...(writeOnce ? { IfNoneMatch: '*' } : {}),
        }),
        {
          expiresIn,
          signableHeaders: new Set([
            ...(open ? [] : ['content-type', 'content-length']),
            ...(writeOnce ? ['if-none-match'] : []),
          ]),
        },
      );
      return {
        uploadUrl,
        ...(writeOnce ? { headers: { 'if-none-match': '*' } } : {}),
        expiresAt: new Date(Date.now() + expiresIn * 1000),
      };
    },

    async stat(fileKey) {
      if (!isFileKey(fileKey)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: fileKey }));
        const start = await client.send(
          new GetObjectCommand({ Bucket, Key: fileKey, Range: `bytes=0-${MAGIC_BYTES_LENGTH - 1}` }),
        );
        const bytes = (await start.Body?.transformToByteArray()) ?? new Uint8Array();
        const fits = isImageKey(fileKey)
          ? matchesImageBytes(ANY_IMAGE, bytes) && (head.ContentLength ?? 0) <= IMAGE_MAX_BYTES
          : isRecordingKey(fileKey) &&
            matchesMagicBytes(head.ContentType ?? '', bytes) &&
            (head.ContentLength ?? 0) <= config.maxBytes;
        if (!fits) {
          await client.send(new DeleteObjectCommand({ Bucket, Key: fileKey }));
          return null;
        }
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async saveFile(fileKey, sourcePath, contentType) {
      if (!isFileKey(fileKey)) throw new Error(`Not a file key: ${fileKey}`);
      // A stream of known length goes up in one PUT; the object appears only once complete.
      const { size } = await statFile(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: fileKey,
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return { size };
    },

    close: () => client.destroy(),

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isFileKey(object.Key)) {
            yield {
              fileKey: object.Key,
              size: object.Size ?? 0,
              modifiedAt: object.LastModified ?? new Date(0),
            };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async remove(fileKey) {
      if (isFileKey(fileKey)) await client.send(new DeleteObjectCommand({ Bucket, Key: fileKey }));
    },

    async open(fileKey) {
      if (!isFileKey(fileKey)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: fileKey }));
        const body = object.Body as Readable;
        // The head is read off the stream and put back, so the download is one GET.
        const head = await new Promise<Uint8Array>((resolve, reject) => {
          const onReadable = () => {
            const chunk = body.read() as Buffer | null;
            if (chunk === null) return;
            body.off('readable', onReadable);
            body.off('error', reject);
            body.unshift(chunk);
            resolve(chunk.subarray(0, MAGIC_BYTES_LENGTH));
          };
          body.on('readable', onReadable);
          body.once('error', reject);
          body.once('end', () => resolve(new Uint8Array()));
        });
        return { size: object.ContentLength ?? 0, head, body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
