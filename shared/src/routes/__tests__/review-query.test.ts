import { describe, expect, it } from 'vitest';
import { isReviewOpen, withReview } from '../review-query';

describe('review query', () => {
  it('is open only with review=true', () => {
    expect(isReviewOpen('?review=true')).toBe(true);
    expect(isReviewOpen('?a=1&review=true')).toBe(true);
    expect(isReviewOpen('?review=false')).toBe(false);
    expect(isReviewOpen('')).toBe(false);
  });

  it('adds and removes the flag, keeping other parameters', () => {
    expect(withReview('', true)).toBe('?review=true');
    expect(withReview('?tab=2', true)).toBe('?tab=2&review=true');
    expect(withReview('?tab=2&review=true', false)).toBe('?tab=2');
    expect(withReview('?review=true', false)).toBe('');
  });
});
