/**
 * The public feedback pages are the only documents other sites may frame: the server sends them
 * `frame-ancestors *` and every other path `frame-ancestors 'none'`
 * (server/src/http/security-headers.ts). The shell is one document for every route, though, so a
 * client-side navigation inside a framed feedback page would render the sign-in page or the
 * dashboard inside another site's frame, where the framing rules never get a say. A document
 * served as a feedback page therefore renders feedback pages only: any other route is loaded as
 * a new document, which the server's headers then keep out of the frame.
 */
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The server's rule (isEmbeddablePage): `/feedback` and everything below it, as written. */
export const isEmbeddablePath = (pathname: string): boolean =>
  pathname === '/feedback' || pathname.startsWith('/feedback/');

const ServedAsEmbeddable = createContext(false);

/** Whether this document was served as an embeddable feedback page. */
export const useServedAsEmbeddable = (): boolean => useContext(ServedAsEmbeddable);

/** A full navigation, replacing the entry the router has just pushed. */
const loadAsNewDocument = (href: string) => window.location.replace(href);

export interface EmbeddableDocumentGuardProps {
  /** Decided from the path the document was loaded at (bootstrap.tsx), before any navigation. */
  servedAsEmbeddable: boolean;
  /** How a route outside the feedback pages is left for; a full navigation unless a test says. */
  leave?: (href: string) => void;
  children: ReactNode;
}

export function EmbeddableDocumentGuard({
  servedAsEmbeddable,
  leave = loadAsNewDocument,
  children,
}: EmbeddableDocumentGuardProps) {
  const { pathname, search, hash } = useLocation();
  const leaving = servedAsEmbeddable && !isEmbeddablePath(pathname);
  const href = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (leaving) leave(href);
  }, [leaving, leave, href]);
  return (
    <ServedAsEmbeddable.Provider value={servedAsEmbeddable}>
      {leaving ? null : children}
    </ServedAsEmbeddable.Provider>
  );
}
