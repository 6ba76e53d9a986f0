import { useSearchParams } from 'react-router-dom';
import { CampaignResponsePage } from '../features/campaign-response/components/CampaignResponsePage';
import { OrganisationFeedbackPage } from '../features/organisation-feedback/components/OrganisationFeedbackPage';

export function FeedbackPage() {
  const [params] = useSearchParams();
  // A campaign's personal link: /feedback?invitation=<token>.
  const invitation = params.get('invitation');
  if (invitation)
    return <CampaignResponsePage token={invitation} unsubscribe={params.get('unsubscribe') === '1'} />;
  return <OrganisationFeedbackPage />;
}
