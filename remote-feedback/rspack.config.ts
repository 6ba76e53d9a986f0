import { DEV_PORTS } from '@hearback/shared/federation/dev-ports';
import { createRemoteConfig } from '@hearback/shared/federation/rspack';
import federation from './module-federation.config';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'remote_feedback',
  port: DEV_PORTS.remote_feedback,
  federation,
});
