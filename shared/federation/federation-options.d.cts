/** Types of federation-options.cjs: plain objects handed to createModuleFederationConfig. */
import type { SharedEntry } from './shared-map.cjs';

export interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, SharedEntry>;
  shareStrategy?: 'version-first' | 'loaded-first';
  runtimePlugins?: string[];
  manifest?: boolean;
  dts?: boolean;
  experiments?: {
    externalRuntime?: boolean;
    provideExternalRuntime?: boolean;
    optimization?: {
      disableRemote?: boolean;
      disableShared?: boolean;
      disableSnapshot?: boolean;
      target?: 'web' | 'node';
    };
  };
}

export declare const TREE_SHAKEN: readonly string[];
/** The share keys of `shareKeys` that belong to a tree-shaken package (prefix keys never do). */
export declare function treeShakenKeys(shareKeys: readonly string[], packages?: readonly string[]): string[];
/** Whether a remote's production build uses the shell's federation runtime core. */
export declare function usesHostRuntime(name: string): boolean;
export declare const REMOTE_EXPOSES: Readonly<Record<'./Routes' | './lifecycles', string>>;
export declare function remoteFederationOptions(options: {
  name: string;
  dir: string;
  sharedOverrides?: Record<string, Partial<SharedEntry>>;
}): FederationOptions;
export declare function hostFederationOptions(options: {
  dir: string;
  runtimePlugins?: string[];
  sharedOverrides?: Record<string, Partial<SharedEntry>>;
}): FederationOptions;
