import { createServer } from 'node:net';

/**
 * A TCP port that was free a moment ago on 127.0.0.1. The OS picks it, so parallel test files
 * do not collide; the small window before the caller binds it is accepted for tests.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('The OS did not report a port.'));
      });
    });
  });
}
