import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { antdIconImports, rewriteIconImports } =
  require('../antd-icon-imports.cjs') as typeof import('../antd-icon-imports.cjs');

const HELPER =
  "import { createRequire as __createIconRequire } from 'node:module'; const __iconRequire = __createIconRequire(import.meta.url); ";

describe('antd icon imports in tests', () => {
  it('requires each named icon from its own CommonJS module, keeping aliases and the line count', () => {
    const source = [
      "import { Button } from 'antd';",
      "import { DeleteOutlined, PlusOutlined as Plus } from '@ant-design/icons';",
      'import {',
      '  CheckCircleTwoTone,',
      '  BellFilled,',
      '} from "@ant-design/icons";',
      'export const icons = [DeleteOutlined, Plus, CheckCircleTwoTone, BellFilled];',
    ].join('\n');
    const output = rewriteIconImports(source);
    expect(output?.split('\n')).toEqual([
      "import { Button } from 'antd';",
      `${HELPER}const DeleteOutlined = __iconRequire('@ant-design/icons/lib/icons/DeleteOutlined').default; const Plus = __iconRequire('@ant-design/icons/lib/icons/PlusOutlined').default;`,
      "const CheckCircleTwoTone = __iconRequire('@ant-design/icons/lib/icons/CheckCircleTwoTone').default; const BellFilled = __iconRequire('@ant-design/icons/lib/icons/BellFilled').default;",
      '',
      '',
      '',
      'export const icons = [DeleteOutlined, Plus, CheckCircleTwoTone, BellFilled];',
    ]);
  });

  it('leaves imports that are not only icon components, and modules without icons', () => {
    expect(rewriteIconImports("import { IconProvider, PlusOutlined } from '@ant-design/icons';")).toBeNull();
    expect(rewriteIconImports("import type { IconProps } from '@ant-design/icons';")).toBeNull();
    expect(rewriteIconImports("import * as icons from '@ant-design/icons';")).toBeNull();
    expect(rewriteIconImports("import { Button } from 'antd';")).toBeNull();
  });

  it('transforms source files only, never dependencies', () => {
    const plugin = antdIconImports();
    const code = "import { PlusOutlined } from '@ant-design/icons';";
    expect(plugin.transform(code, '/repo/remote-x/src/Page.tsx')?.code).toContain('lib/icons/PlusOutlined');
    expect(plugin.transform(code, '/repo/node_modules/antd/es/x.js')).toBeNull();
    expect(plugin.transform(code, '/repo/remote-x/src/page.css')).toBeNull();
  });

  it('gives the very component the package index exports', async () => {
    const { PlusOutlined } = await import('@ant-design/icons');
    expect(require('@ant-design/icons/lib/icons/PlusOutlined').default).toBe(PlusOutlined);
  });
});
