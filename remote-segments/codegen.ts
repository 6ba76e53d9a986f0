import { clientCodegenConfig } from '@hearback/shared/codegen';

// SegmentRules is the rule tree as JSON: typed by src/lib/segment-rules.ts.
export default clientCodegenConfig({ scalars: { DateTime: 'string', SegmentRules: 'unknown' } });
