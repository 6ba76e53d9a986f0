import { RolesView } from '../features/roles/components/RolesView';

export function RolesPage() {
  return <RolesView />;
}
