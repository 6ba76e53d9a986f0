import { clientCodegenConfig } from './codegen/client-codegen';

export default clientCodegenConfig({ documentMode: 'documentNode' });
