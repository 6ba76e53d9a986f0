/** Types of antd-icon-imports.cjs. */
export declare function rewriteIconImports(code: string): string | null;
export declare function antdIconImports(): {
  name: string;
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
};
