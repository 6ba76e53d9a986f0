/** Types of used-exports.cjs. */
export declare const APP_FOLDERS: readonly string[];
export declare function scanUsedExports(options: {
  workspaceRoot: string;
  packages: readonly string[];
}): Record<string, string[]>;
/** The subpaths of `name` any app of the workspace imports (`@apollo/client/react`…), sorted. */
export declare function importedSubpaths(options: { workspaceRoot: string; name: string }): string[];
