/**
 * Standalone page of remote_campaigns (its own dev server): the remote mounted on #root through its
 * single-spa lifecycles, with the runtime config the shell would otherwise have loaded.
 */
import { loadRuntimeConfig } from '@hearback/shared';
import { bootstrap, mount } from './exposes/lifecycles';

async function start(domElement: HTMLElement) {
  await loadRuntimeConfig();
  const props = { name: 'remote_campaigns', domElement };
  await bootstrap(props);
  await mount(props);
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    root.textContent = `remote_campaigns could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
