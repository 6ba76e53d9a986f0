/** Types of shared-map.cjs (plain CommonJS so node scripts and rspack configs can require it). */
export interface SharedTreeShaking {
  mode?: 'server-calc' | 'runtime-infer';
  usedExports?: string[];
}

export interface SharedEntry {
  singleton: boolean;
  version: string;
  requiredVersion: string;
  import?: string | false;
  treeShaking?: SharedTreeShaking;
}

export declare const SINGLETONS: ReadonlyArray<{ key: string; package: string; entryPointsOnly?: boolean }>;
export declare function installedVersion(name: string, fromDir: string): string;
export declare function createSharedMap(options: {
  fromDir: string;
  overrides?: Record<string, Partial<SharedEntry>>;
}): Record<string, SharedEntry>;
