/**
 * The `errorLoadRemote` hook: says in the console which remote failed and at which step, and
 * returns no fallback module on purpose. The route's error boundary (RemoteRoutes) then shows the
 * error screen with a Retry that really loads again; a fallback module would hide the failure
 * behind a component that can never recover.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function reportLoadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hearback-report-load-error',
    errorLoadRemote({ id, lifecycle, error }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[federation] ${id} could not be loaded (${lifecycle}): ${reason}`);
      return undefined;
    },
  };
}
