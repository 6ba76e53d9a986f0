import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { sendJson } from './respond';

/** The paths the Firebase web SDK calls on an emulator given by connectAuthEmulator(url). */
const EMULATOR_PREFIXES = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/www.googleapis.com/',
  '/emulator/',
];

export const isEmulatorPath = (pathname: string): boolean =>
  EMULATOR_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Streams requests to the Auth Emulator unchanged, so the browser only ever talks to one origin
 * (no CORS, no second port to expose).
 */
export function emulatorProxy(emulatorHost: string) {
  const separator = emulatorHost.lastIndexOf(':');
  const hostname = emulatorHost.slice(0, separator);
  const port = Number(emulatorHost.slice(separator + 1));
  return (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { hostname, port, method: req.method, path: req.url, headers: { ...req.headers, host: emulatorHost } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 502, { error: { code: 502, message: 'The Auth Emulator is not reachable.' } });
    });
    req.pipe(upstream);
  };
}
