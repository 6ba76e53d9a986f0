import { OrganisationView } from '../features/organisation/components/OrganisationView';

export function OrganisationPage() {
  return <OrganisationView />;
}
