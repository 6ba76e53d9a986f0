/** Exposed as `remote_feedback/Routes`: this remote's part of the route table, mounted by the shell. */
import { RemoteRouteTree } from '@hearback/shared';
import { pages } from '../pages';

export default function Routes() {
  return <RemoteRouteTree remote="remote_feedback" pages={pages} />;
}
