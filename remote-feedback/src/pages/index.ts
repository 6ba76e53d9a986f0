import type { RouteKey } from '@hearback/shared';
import type { ComponentType } from 'react';
import { Techxpo1Page, Techxpo2Page, Techxpo3Page } from './EventPages';
import { FeedbackPage } from './FeedbackPage';
import { VerifyFeedbackEmailPage } from './VerifyFeedbackEmailPage';

/**
 * The pages this remote renders, keyed by route. `src/exposes/Routes.tsx` maps the route table onto
 * this record; a route without an entry shows its title only (RemoteRouteTree's placeholder).
 */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  feedback: FeedbackPage,
  feedbackTechxpo1: Techxpo1Page,
  feedbackTechxpo2: Techxpo2Page,
  feedbackTechxpo3: Techxpo3Page,
  feedbackVerify: VerifyFeedbackEmailPage,
};
