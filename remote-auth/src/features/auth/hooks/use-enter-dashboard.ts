import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { useDashboardEntry } from './use-return-path';
import { useSessionWaiter } from './use-session-waiter';

export { DASHBOARD_ENTRY } from './dashboard-entry';

/**
 * After Firebase signed someone in: wait until the session has loaded their profile before
 * leaving, so the shell's guard sees a user instead of bouncing them back to sign-in. The user
 * goes on to `target`, by default the page they asked for before signing in or the entry.
 * Throws when the profile does not come (the session then signs out by itself).
 */
export function useEnterDashboard(target?: string): () => Promise<void> {
  const { t } = useAuthTranslation();
  const waitForSession = useSessionWaiter();
  const navigate = useNavigate();
  const entry = useDashboardEntry();
  return useCallback(async () => {
    const signedIn = await waitForSession((session) => session.status === 'signedIn' && !!session.user);
    if (!signedIn) throw new Error(t('We could not load your profile. Try again in a moment.'));
    navigate(target ?? entry, { replace: true });
  }, [t, waitForSession, navigate, target, entry]);
}
