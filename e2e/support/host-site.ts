import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostSite {
  /** The page's URL, on an origin of its own (`localhost`, where the dashboard is 127.0.0.1). */
  url: string;
  close(): Promise<void>;
}

/**
 * A customer's web site: one page that embeds the widget with the install snippet, served from
 * another origin than the dashboard, as on the Internet.
 */
export async function startHostSite(snippet: string): Promise<HostSite> {
  const page = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Acme Shoes</title></head>
  <body>
    <h1>Acme Shoes</h1>
    <p>The finest shoes on the Internet.</p>
    ${snippet}
  </body>
</html>`;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
