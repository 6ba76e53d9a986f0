/** Types of rspack-config.cjs. The result is a whole rspack configuration object. */
export type RspackConfig = Record<string, unknown>;

/** antd's `es/<component>/style/*.js` modules, whose style generators the shell's build stubs. */
export declare const ANTD_STYLE_MODULE: RegExp;
export declare const API_PROXY_PATHS: readonly string[];
export declare const BROWSER_TARGETS: readonly string[];
export declare const DEV_PORTS: Readonly<Record<string, number>>;
export declare function createRemoteConfig(options: {
  dir: string;
  name: string;
  port?: number;
  /** A ModuleFederationPlugin options object (see module-federation.config.ts). */
  federation?: { name?: string };
}): RspackConfig;
export declare function createHostConfig(options: {
  dir: string;
  port?: number;
  federation?: { name?: string };
  apiUrl?: string;
}): RspackConfig;
/** Emits `.br` and `.gz` copies of each JS and CSS asset of a production build. */
export declare class PrecompressPlugin {
  apply(compiler: unknown): void;
}
