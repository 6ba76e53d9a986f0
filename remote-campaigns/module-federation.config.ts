import { remoteFederationOptions } from '@hearback/shared/federation/options';
import { createModuleFederationConfig } from '@module-federation/enhanced';

/**
 * The remote_campaigns container: `./Routes` and `./lifecycles` from src/exposes, the shared singletons
 * of every app, and an mf-manifest.json the shell's runtime manifest points at.
 */
export default createModuleFederationConfig(
  remoteFederationOptions({ name: 'remote_campaigns', dir: import.meta.dirname }),
);
