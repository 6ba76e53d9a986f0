import { FEEDBACK_ORGANISATION_PARAM } from '@hearback/shared';
import { useSearchParams } from 'react-router-dom';

/** The organisation a public page is for, from its link (`?organisation=<id>`); '' when missing. */
export function useOrganisationParam(): string {
  const [params] = useSearchParams();
  return params.get(FEEDBACK_ORGANISATION_PARAM)?.trim() ?? '';
}
