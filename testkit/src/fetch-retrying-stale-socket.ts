/**
 * `fetch` that tries once more when the request went out on a kept-alive socket the server had
 * just closed. A Node server drops idle sockets after 5 s; on a loaded machine the client's own
 * idle timer can fire late and reuse one at that very moment ("other side closed"). The request
 * never reached the server's handler then, so sending it again on a fresh socket is safe.
 */
export async function fetchRetryingStaleSocket(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!isStaleSocket(error)) throw error;
    return fetch(url, init);
  }
}

function isStaleSocket(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}
