/** Types of used-exports.cjs. */
export declare const APP_FOLDERS: readonly string[];
export declare function scanUsedExports(options: {
  workspaceRoot: string;
  packages: readonly string[];
}): Record<string, string[]>;
