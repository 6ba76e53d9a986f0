/** Spec section 4: the review panel is open iff the URL carries review=true. */
import { isReviewOpen, withReview } from '@hearback/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useReviewPanel(): { open: boolean; setOpen(open: boolean): void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setOpen = useCallback(
    (open: boolean) => {
      void navigate(`${pathname}${withReview(search, open)}`);
    },
    [navigate, pathname, search],
  );
  return { open: isReviewOpen(search), setOpen };
}
