import { buildPath, FEEDBACK_ORGANISATION_PARAM, type RouteKey } from '@hearback/shared';

const ROUTE_OF_SLUG: Record<string, RouteKey> = {
  techxpo1: 'feedbackTechxpo1',
  techxpo2: 'feedbackTechxpo2',
  techxpo3: 'feedbackTechxpo3',
};

/** The public address of an event page: `/feedback/techxpoN?organisation=<id>` on this origin. */
export function eventPageUrl(slug: string, organisationId: string): string {
  const route = ROUTE_OF_SLUG[slug];
  if (!route) throw new Error(`No event page route for ${slug}`);
  return `${window.location.origin}${buildPath(route)}?${FEEDBACK_ORGANISATION_PARAM}=${encodeURIComponent(organisationId)}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a site pastes to show the page inline: the frame must allow the microphone, or a browser
 * refuses voice recording inside it.
 */
export const embedSnippet = (url: string, title: string): string =>
  `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="760" style="border:0" allow="microphone"></iframe>`;
