import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './respond';

export interface RuntimeConfigOptions {
  firebaseProjectId: string;
  firebaseApiKey: string;
  /** Set when the Auth Emulator is proxied on this origin. */
  emulatorProxied: boolean;
}

/**
 * GET /config.json: what the built dashboard needs at run time. The API and, in the embedded
 * default, the Auth Emulator live on this same origin, so one build runs anywhere.
 */
export function runtimeConfigHandler(options: RuntimeConfigOptions) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const protocol = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    sendJson(
      res,
      200,
      {
        apiUrl: '',
        firebase: {
          apiKey: options.firebaseApiKey,
          authDomain: `${options.firebaseProjectId}.firebaseapp.com`,
          projectId: options.firebaseProjectId,
        },
        authEmulatorUrl:
          options.emulatorProxied && req.headers.host ? `${protocol}://${req.headers.host}` : null,
      },
      { 'cache-control': 'no-cache' },
    );
  };
}
