import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionWaiter } from './use-session-waiter';

/** The dashboard's entry: the shell sends the user on from there (product home, waiting page…). */
export const DASHBOARD_ENTRY = '/app';

/**
 * After Firebase signed someone in: wait until the session has loaded their profile before
 * leaving, so the shell's guard sees a user instead of bouncing them back to sign-in.
 * Throws when the profile does not come (the session then signs out by itself).
 */
export function useEnterDashboard(target: string = DASHBOARD_ENTRY): () => Promise<void> {
  const waitForSession = useSessionWaiter();
  const navigate = useNavigate();
  return useCallback(async () => {
    const signedIn = await waitForSession((session) => session.status === 'signedIn' && !!session.user);
    if (!signedIn) throw new Error('We could not load your profile. Try again in a moment.');
    navigate(target, { replace: true });
  }, [waitForSession, navigate, target]);
}
