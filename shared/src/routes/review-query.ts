/** The review panel lives in the URL (`review=true`) so it survives reloads and can be linked to. */
const REVIEW_PARAM = 'review';

export function isReviewOpen(search: string): boolean {
  return new URLSearchParams(search).get(REVIEW_PARAM) === 'true';
}

/** The same query string with the review flag set or removed; '' or '?…' so it can be appended to a path. */
export function withReview(search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(REVIEW_PARAM, 'true');
  else params.delete(REVIEW_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
