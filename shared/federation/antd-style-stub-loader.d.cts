/** Types of antd-style-stub-loader.cjs. */
declare function antdStyleStubLoader(this: unknown, source: string): string;
declare namespace antdStyleStubLoader {
  /** `source` with the style generator of each genStyleHooks-like call replaced by `() => []`. */
  function stubStyleGenerators(
    source: string,
    parse: (code: string, options: { sourceType: 'module' }) => { program: unknown },
  ): string;
}
export = antdStyleStubLoader;
