import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: ReceivedRequest[];
  /** The statuses (and bodies) to answer with, in order; then 200 "ok". */
  answers: { status: number; body?: string }[];
  stop(): Promise<void>;
}

/**
 * A local HTTP server that records every request, for webhook and Slack deliveries: Slack's
 * incoming webhooks answer 200 with the text "ok", and errors as a status with a short word.
 */
export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const answers: { status: number; body?: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
