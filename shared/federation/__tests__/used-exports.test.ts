import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { importedSubpaths, scanUsedExports } =
  require('../used-exports.cjs') as typeof import('../used-exports.cjs');

let workspace = '';

function writeSource(file: string, text: string) {
  const full = path.join(workspace, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

afterEach(() => fs.rmSync(workspace, { recursive: true, force: true }));

describe('scanUsedExports', () => {
  it('collects the named value imports of every app, with the members read off them', () => {
    workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'used-exports-'));
    writeSource(
      'shell/src/a.tsx',
      [
        "import { Button, Typography as T, type FormProps } from 'antd';",
        "import type { TableProps } from 'antd';",
        'const { TextArea } = Input;',
        'export const x = <T.Title>{Button.name}</T.Title>;',
      ].join('\n'),
    );
    writeSource('remote-auth/src/b.ts', "import { Input } from 'antd';\nconst { TextArea } = Input;\n");
    writeSource('remote-auth/src/__tests__/c.test.ts', "import { Table } from 'antd';\n");
    const used = scanUsedExports({ workspaceRoot: workspace, packages: ['antd', 'graphql'] });
    expect(used.antd).toEqual(['Button', 'Input', 'TextArea', 'Title', 'Typography', 'name']);
    expect(used.graphql).toEqual([]);
  });

  it('answers * for a namespace import (the package must then be shared whole)', () => {
    workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'used-exports-'));
    writeSource('shared/src/a.ts', "import * as icons from '@ant-design/icons';\n");
    expect(
      scanUsedExports({ workspaceRoot: workspace, packages: ['@ant-design/icons'] })['@ant-design/icons'],
    ).toEqual(['*']);
  });
});

describe('importedSubpaths', () => {
  it("lists the package's subpaths the apps import, named, re-exported or for side effects", () => {
    workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'used-exports-'));
    writeSource(
      'shared/src/client.ts',
      [
        "import { ApolloClient } from '@apollo/client';",
        "import { SetContextLink } from '@apollo/client/link/context';",
        "export { useQuery } from '@apollo/client/react';",
        "import type { ErrorLike } from '@apollo/client/errors';",
        "import '@apollo/client/dev';",
        "import { other } from '@apollo/client-other/x';",
      ].join('\n'),
    );
    writeSource('remote-auth/src/a.ts', "import { useMutation } from '@apollo/client/react';\n");
    writeSource(
      'remote-auth/src/__tests__/a.test.ts',
      "import { MockedProvider } from '@apollo/client/testing/react';\n",
    );
    expect(importedSubpaths({ workspaceRoot: workspace, name: '@apollo/client' })).toEqual([
      '@apollo/client/dev',
      '@apollo/client/link/context',
      '@apollo/client/react',
    ]);
  });
});
