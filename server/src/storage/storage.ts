/**
 * Where uploaded files live. The embedded default is the local disk behind the server's own
 * HMAC-signed PUT URLs (local-disk.ts); an S3-compatible store fits the same shape with the AWS
 * SDK presigner, the bytes then going to the store instead of through this server.
 */
export interface UploadRequest {
  /** Opaque, chosen by the server (see file-keys.ts); never a client's path. */
  fileKey: string;
  /** The MIME type the PUT must declare. */
  contentType: string;
  /** The most bytes the PUT may carry. */
  maxBytes: number;
  /** The origin the client reached this server at, for URLs served by the server itself. */
  origin: string;
}

export interface UploadTicket {
  uploadUrl: string;
  /** Extra headers the PUT must carry (a presigned URL may sign some). */
  headers?: Record<string, string>;
  expiresAt: Date;
}

export interface StoredFile {
  size: number;
}

export interface ListedFile {
  fileKey: string;
  size: number;
  /** When the file was last written (the upload's end). */
  modifiedAt: Date;
}

export interface OpenedFile {
  size: number;
  /** The first bytes (up to 12), to tell the type by. */
  head: Uint8Array;
  body: import('node:stream').Readable;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  createUploadTicket(request: UploadRequest): Promise<UploadTicket>;
  /** The file as fully uploaded, or null when nothing (or only part of it) was ever written. */
  stat(fileKey: string): Promise<StoredFile | null>;
  remove(fileKey: string): Promise<void>;
  /** The file's bytes for a download, or null when it is not there. */
  open(fileKey: string): Promise<OpenedFile | null>;
  /**
   * Stores a file the server wrote itself (an export) under `fileKey`, streaming it from the
   * local path; the key shows the file only once it is complete.
   */
  saveFile(fileKey: string, sourcePath: string, contentType: string): Promise<StoredFile>;
  /** Every complete file whose key starts with `prefix` (such as `recordings/`), in no set order. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** Releases connections when the server stops. */
  close?(): void;
}

/** How long a signed upload URL stays valid. The widget asks for a new one when it expires. */
export const UPLOAD_URL_TTL_MS = 10 * 60_000;

/** The largest recording accepted: 2 minutes of uncompressed 48 kHz stereo WAV fits. */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
