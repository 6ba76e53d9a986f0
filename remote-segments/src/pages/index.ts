import type { RouteKey } from '@hearback/shared';
import type { ComponentType } from 'react';
import { ImportUsersPage } from './ImportUsersPage';
import { SegmentPage } from './SegmentPage';
import { SegmentsPage } from './SegmentsPage';

/**
 * The pages this remote renders, keyed by route. `src/exposes/Routes.tsx` maps the route table onto
 * this record; a route without an entry shows its title only (RemoteRouteTree's placeholder).
 */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  segments: SegmentsPage,
  segment: SegmentPage,
  segmentImportUsers: ImportUsersPage,
};
