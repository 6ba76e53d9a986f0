/** Types of antd-stylesheet.cjs. */
export declare function dropDefaultVariables(css: string): string;
export declare function antdStylesheet(
  load: NodeJS.Require,
  options: { hashed: boolean },
): { file: string; plugin: { apply(compiler: unknown): void } };
