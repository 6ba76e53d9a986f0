/**
 * The page the visitor was on their way to when sign-in, sign-up or a waiting page came first
 * (`?returnTo=`, checked by shared's safeReturnPath), so each step of the way in can pass it on
 * and the last one can go there.
 */
import { returnPathIn, withReturnPath } from '@hearback/shared';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_ENTRY } from './dashboard-entry';

export function useReturnPath(): string | null {
  const { search } = useLocation();
  return useMemo(() => returnPathIn(search), [search]);
}

/** Where the way in ends: the page asked for, or the dashboard's entry. */
export function useDashboardEntry(): string {
  return useReturnPath() ?? DASHBOARD_ENTRY;
}

/** Builds links to the next page of the way in that keep the return path. */
export function useKeepReturnPath(): (path: string) => string {
  const returnPath = useReturnPath();
  return useCallback((path: string) => withReturnPath(path, returnPath), [returnPath]);
}
