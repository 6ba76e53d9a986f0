import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { sendJson } from './respond';

/** The paths the Firebase web SDK calls on an emulator given by connectAuthEmulator(url). */
const EMULATOR_PREFIXES = [
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/www.googleapis.com/',
  '/emulator/',
];

/**
 * Under `/emulator/` the SDK only loads the sign-in popup's handler and its iframe; the rest
 * (`/emulator/v1/…`) is the emulator's administration: delete every account, read every e-mail
 * code, change the project's configuration.
 */
const SDK_EMULATOR_PAGES = '/emulator/auth/';

export const isEmulatorPath = (pathname: string): boolean =>
  EMULATOR_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Whether the browser's sign-in needs this request. The web SDK never sends an Authorization
 * header (tokens travel in the body); the emulator takes `Bearer owner`, or any service-account
 * token, as the project's administrator, which would let anyone who reaches the app rewrite any
 * account. Tools and tests that administer the emulator call it on its own port.
 */
function isSignInRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.headers.authorization !== undefined) return false;
  return !pathname.startsWith('/emulator/') || pathname.startsWith(SDK_EMULATOR_PAGES);
}

/**
 * Streams the sign-in requests of the web SDK to the Auth Emulator unchanged, so the browser only
 * ever talks to one origin (no CORS, no second port to expose); its administration is refused.
 */
export function emulatorProxy(emulatorHost: string) {
  const separator = emulatorHost.lastIndexOf(':');
  const hostname = emulatorHost.slice(0, separator);
  const port = Number(emulatorHost.slice(separator + 1));
  return (req: IncomingMessage, res: ServerResponse) => {
    // Checked and forwarded in the same normalised form, so `/emulator/auth/../v1/…` cannot pass
    // the check as one path and reach the emulator as another.
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    if (!isSignInRequest(req, pathname)) {
      sendJson(res, 403, {
        error: {
          code: 403,
          message: `The Auth Emulator's administration is not served on this address; call the emulator on ${emulatorHost}.`,
        },
      });
      return;
    }
    const upstream = request(
      {
        hostname,
        port,
        method: req.method,
        path: `${pathname}${search}`,
        headers: { ...req.headers, host: emulatorHost },
      },
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
