import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server understood it. */
export interface TranscriptionCall {
  authorization: string | undefined;
  model: string | null;
  responseFormat: string | null;
  /** `timestamp_granularities[]` values (word timings asked for). */
  timestampGranularities: string[];
  fileName: string | null;
  fileType: string | null;
  file: Buffer | null;
}

export type Reply = { status: number; body: unknown };

export interface TranscriptionServer {
  /** The base URL to configure, like https://api.openai.com/v1. */
  url: string;
  calls: TranscriptionCall[];
  /** The answers to give, in order; once used up, every request gets `otherwise`. */
  replies: Reply[];
  otherwise: Reply;
  stop(): Promise<void>;
}

/**
 * Speaks OpenAI's speech-to-text protocol: `POST /v1/audio/transcriptions`, a multipart body with
 * `file` and `model`, a bearer key; answers `{ text }`. Requests that break the protocol get the
 * 400 or 401 OpenAI gives; the rest get the scripted replies.
 */
export async function startTranscriptionServer(apiKey: string): Promise<TranscriptionServer> {
  const state = {
    calls: [] as TranscriptionCall[],
    replies: [] as Reply[],
    otherwise: { status: 200, body: { text: '' } } as Reply,
  };
  const server: Server = createServer((req, res) => {
    const send = ({ status, body }: Reply) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    handle(req)
      .then((reply) => send(reply))
      .catch((error: Error) => send({ status: 500, body: { error: { message: error.message } } }));
  });

  async function handle(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'POST' || url.pathname !== '/v1/audio/transcriptions') {
      return { status: 404, body: { error: { message: 'Unknown route.' } } };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const contentType = req.headers['content-type'] ?? '';
    const call: TranscriptionCall = {
      authorization: req.headers.authorization,
      model: null,
      responseFormat: null,
      timestampGranularities: [],
      fileName: null,
      fileType: null,
      file: null,
    };
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Request('http://localhost', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: Buffer.concat(chunks),
      }).formData();
      const file = form.get('file');
      call.model = typeof form.get('model') === 'string' ? (form.get('model') as string) : null;
      call.responseFormat = (form.get('response_format') as string | null) ?? null;
      call.timestampGranularities = form.getAll('timestamp_granularities[]').map(String);
      if (file instanceof File) {
        call.fileName = file.name;
        call.fileType = file.type;
        call.file = Buffer.from(await file.arrayBuffer());
      }
    }
    state.calls.push(call);
    if (call.authorization !== `Bearer ${apiKey}`) {
      return { status: 401, body: { error: { message: 'Incorrect API key provided.' } } };
    }
    if (!call.file || !call.model) {
      return {
        status: 400,
        body: { error: { message: 'A multipart body with file and model is required.' } },
      };
    }
    return state.replies.shift() ?? state.otherwise;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return state.calls;
    },
    get replies() {
      return state.replies;
    },
    set replies(replies) {
      state.replies = replies;
    },
    get otherwise() {
      return state.otherwise;
    },
    set otherwise(reply) {
      state.otherwise = reply;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
