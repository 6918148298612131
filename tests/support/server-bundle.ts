// The app's server and its backup scripts as they ship: the production build (scripts/server-build.mjs,
// decision 0069) made once per test run, so each spawned process loads it with plain Node instead of
// compiling hundreds of TypeScript modules through tsx (decision 0055).
import { buildServer, serverBuildFile } from "../../scripts/server-build.mjs";
import { TEST_NODE_FLAGS } from "./node-flags.ts";

export type BundledEntry = "server" | "backup" | "restore";

const BUILT_ENTRY = { server: "main", backup: "backup", restore: "restore" } as const;

/** Node's arguments to run `entry` from the build in `dir`. */
export const bundledCommand = (dir: string, entry: BundledEntry) => [
  ...TEST_NODE_FLAGS,
  serverBuildFile(dir, BUILT_ENTRY[entry]),
];

/** Builds every entry into `dir`. */
export const bundleEntries = (dir: string): Promise<void> => buildServer(dir);
