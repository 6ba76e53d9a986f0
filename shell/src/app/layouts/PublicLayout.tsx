/** Public feedback pages: nothing of the dashboard around them. */
import { CurrentRemote } from './CurrentRemote';

export function PublicLayout() {
  return <CurrentRemote />;
}
