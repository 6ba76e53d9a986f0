/**
 * The client of the public widget API (contract in ../../README.md). Every call names the widget
 * key and product in the query string: the key is public (it sits in the host page's HTML), and a
 * GET without custom headers needs no CORS preflight.
 */
import type { CollectField, MessageType, SubmissionClaim, WidgetSettings } from '../core/settings';

export interface ApiTarget {
  apiBase: string;
  widgetKey: string;
  productId: string;
}

export interface UploadTicket {
  uploadUrl: string;
  fileKey: string;
  /** Extra headers the storage wants on the PUT (an S3 presigned URL may sign some). */
  headers?: Record<string, string>;
}

export interface SubmissionBody extends SubmissionClaim {
  id: string;
  messageType: MessageType;
  createdAt: string;
  /** One of the widget's languages (src/i18n/languages.ts): the one the form was shown in (absent from submissions queued by older widgets). */
  formLanguage?: string;
  text?: string;
  phoneNumber?: string;
  answers?: { questionId: string; text: string }[];
  audio?: { fileKey: string; contentType: string; durationMs: number; size: number };
  contact: Partial<Record<CollectField, string>>;
  page: { url: string; title: string; language: string };
}

/** `retryable`: worth sending again later (network, 408, 429, 5xx); otherwise the server refused it for good. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status = 0,
  ) {
    super(message);
  }
}

export const isRetryableStatus = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

export function apiUrl(target: ApiTarget, path: string): string {
  const url = new URL(path, target.apiBase);
  url.searchParams.set('key', target.widgetKey);
  url.searchParams.set('product', target.productId);
  return url.href;
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'omit' });
  } catch (error) {
    throw new DeliveryError(String(error), true);
  }
  if (!response.ok) throw new DeliveryError('HTTP', isRetryableStatus(response.status), response.status);
  return (await response.json()) as T;
}

export function fetchSettings(target: ApiTarget): Promise<WidgetSettings> {
  return send(apiUrl(target, 'settings'), {});
}

export function requestUpload(
  target: ApiTarget,
  request: { submissionId: string; contentType: string; size: number },
): Promise<UploadTicket> {
  return send(apiUrl(target, 'uploads'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': request.submissionId },
    body: JSON.stringify(request),
  });
}

/** The PUT counts as done only on status 200 (spec section 4); XHR because fetch has no upload progress. */
export function uploadFile(
  ticket: UploadTicket,
  file: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', ticket.uploadUrl);
    request.setRequestHeader('content-type', contentType);
    for (const [name, value] of Object.entries(ticket.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status === 200) {
        onProgress(100);
        resolve();
      } else {
        // A refused PUT is retried with a fresh ticket: the signature may simply have expired.
        reject(new DeliveryError('upload', true, request.status));
      }
    };
    request.onerror = () => reject(new DeliveryError('upload', true));
    request.send(file);
  });
}

export function postSubmission(target: ApiTarget, body: SubmissionBody): Promise<{ id: string }> {
  return send(apiUrl(target, 'submissions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': body.id },
    body: JSON.stringify(body),
  });
}
