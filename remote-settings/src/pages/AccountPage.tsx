import { AccountView } from '../features/account/components/AccountView';

export function AccountPage() {
  return <AccountView />;
}
