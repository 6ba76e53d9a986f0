/** The shapes the session store works with; the user comes straight from the generated `me` type. */
import type { MeQuery } from '../gql/graphql';

export type MeUser = MeQuery['me'];

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionSnapshot {
  status: SessionStatus;
  user: MeUser | null;
}

/** The part of a Firebase user the session uses; a fake in unit tests, the SDK's User in the page. */
export interface SessionAuthUser {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/** The part of Firebase Auth the session uses; firebase's `Auth` satisfies it. */
export interface SessionAuth {
  onIdTokenChanged(next: (user: SessionAuthUser | null) => void): () => void;
  signOut(): Promise<void>;
}

/** How the session moves the user; the shell hands in react-router's navigate and location. */
export interface SessionNavigator {
  navigate(path: string): void;
  getPathname(): string;
  /** The query of the current page, so a session that ends by itself can come back to it. */
  getSearch?(): string;
}

/** A user may use the dashboard once they exist, are enabled and have verified their e-mail. */
export const isUsableUser = (user: MeUser | null): boolean => !!user?.id && user.enabled && user.verified;
