/** Stands in for the federated mount: prints which remote the shell would load. */
import type { RemoteName } from '@hearback/shared';

export function RemoteRoutesStub({ remote }: { remote: RemoteName }) {
  return <div data-testid="remote">{remote}</div>;
}
