import { DEV_PORTS } from '@hearback/shared/federation/dev-ports';
import { createHostConfig } from '@hearback/shared/federation/rspack';
import federation from './module-federation.config';

export default createHostConfig({ dir: import.meta.dirname, port: DEV_PORTS.shell, federation });
