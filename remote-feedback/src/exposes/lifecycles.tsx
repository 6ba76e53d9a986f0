/** Exposed as `remote_feedback/lifecycles`: single-spa lifecycles to mount this remote on its own. */
import { createRemoteLifecycles } from '@hearback/shared';
import Routes from './Routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(Routes);
