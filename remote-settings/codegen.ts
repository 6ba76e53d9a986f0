import { clientCodegenConfig } from '@hearback/shared/codegen';

export default clientCodegenConfig();
