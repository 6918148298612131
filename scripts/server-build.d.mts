// Types for server-build.mjs, which plain node runs at npm start (no TypeScript there).
export declare const SERVER_OUT_DIR: string;
export declare function serverBuildFile(outdir: string, entry: "main" | "backup" | "restore"): string;
export declare function buildServer(outdir?: string): Promise<void>;
export declare function serverBuildIsStale(outdir?: string): boolean;
