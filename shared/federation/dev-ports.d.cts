/** Types of dev-ports.cjs. */
export declare const DEV_PORTS: Readonly<Record<'shell' | `remote_${string}`, number>>;
export declare function folderOf(name: string): string;
