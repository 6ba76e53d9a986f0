import { hostFederationOptions } from '@hearback/shared/federation/options';
import { createModuleFederationConfig } from '@module-federation/enhanced';

const plugin = (file: string) =>
  new URL(`./src/federation/runtime-plugins/${file}`, import.meta.url).pathname;

/**
 * The host: no remotes at build time (they come from `/remotes.json`), the shared singletons of
 * every app, `loaded-first`, and the runtime plugins that retry and report failed loads.
 */
export default createModuleFederationConfig(
  hostFederationOptions({
    dir: import.meta.dirname,
    runtimePlugins: [plugin('retry.ts'), plugin('report-load-error.ts')],
  }),
);
