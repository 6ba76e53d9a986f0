/**
 * Start-up: the runtime config (`/config.json`) and the runtime remote manifest (`/remotes.json`)
 * are fetched together, the remotes are registered with the federation runtime, then the shell
 * renders. No remote is loaded here: each loads on the first visit of one of its routes.
 */
import {
  declareAntdStylesheet,
  loadRuntimeConfig,
  prepareDashboardLanguage,
  SHARED_NAMESPACE,
} from '@hearback/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { isEmbeddablePath } from './app/embedding/EmbeddableDocument';
import { registerRuntimeRemotes } from './federation/load-remote';
import { loadRemoteManifest } from './federation/remote-manifest';
import { SHELL_NAMESPACE, shellText } from './i18n/translations';

// The page links antd's prebuilt stylesheet (index.html), and the production build leaves antd's
// style generators out: antd only writes our theme's CSS variables.
declareAntdStylesheet();

// Read before anything can navigate: what the server served this document as.
const servedAsEmbeddable = isEmbeddablePath(window.location.pathname);

async function start(container: HTMLElement) {
  const [, remotes] = await Promise.all([
    loadRuntimeConfig(),
    loadRemoteManifest(),
    prepareDashboardLanguage([SHELL_NAMESPACE, SHARED_NAMESPACE]),
  ]);
  registerRuntimeRemotes(remotes);
  createRoot(container).render(
    <StrictMode>
      <App servedAsEmbeddable={servedAsEmbeddable} />
    </StrictMode>,
  );
}

/** Plain DOM: without the config there is no theme or client to render antd with. */
function showStartupError(container: HTMLElement, error: unknown) {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font-family: sans-serif; margin: 48px; font-size: 16px;';
  message.textContent = shellText('The dashboard could not start: {{reason}}', {
    reason: error instanceof Error ? error.message : String(error),
  });
  container.replaceChildren(message);
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => showStartupError(container, error));
}
