// Unit tests beside their modules; API and browser tests once per database (PostgreSQL when
// TEST_DATABASE_URL is set). Zone-sensitive code must pass in +05:45.
import fs from "node:fs";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { TEST_NODE_FLAGS } from "./tests/support/node-flags.ts";
import { InterleavedSequencer } from "./tests/support/sequencer.ts";

const databases = process.env.TEST_DATABASE_URL ? ["embedded", "postgres"] : ["embedded"];

/**
 * With both databases, each browser test file runs against one of them, in turn by name: the API and
 * process tests cover every query on both, and a page reads the same API whichever serves it
 * (docs/decisions/0041-browser-tests-split-across-databases.md).
 */
function browserFilesFor(db: string): string[] {
  const files = fs
    .readdirSync("tests/e2e")
    .filter((f) => f.endsWith(".test.ts"))
    .sort()
    .map((f) => `tests/e2e/${f}`);
  return files.filter((_, i) => databases[i % databases.length] === db);
}

/** How many files run at once, and in which of the run's two groups (lower first). */
type Concurrency = { maxWorkers: number; sequence: { groupOrder: number } };

/**
 * API, process and unit files: two per core. Much of their time is waiting on job timers, mail and
 * restarts, and the other workers use the CPU meanwhile.
 */
const SERVER_FILES: Concurrency = { maxWorkers: 4, sequence: { groupOrder: 0 } };
/**
 * Browser files: one per core, in a group of their own after the rest. Each drives a Chromium and
 * a server process and keeps both cores busy; four at once ran the 32 files in 863 s, two in 693 s,
 * with a quarter less CPU (decision 0052).
 */
const BROWSER_FILES: Concurrency = { maxWorkers: 2, sequence: { groupOrder: 1 } };

function perDatabase(
  name: string,
  include: string[] | ((db: string) => string[]),
  timeout: number,
  concurrency: Concurrency = SERVER_FILES,
): TestProjectInlineConfiguration[] {
  return databases.map((db) => ({
    test: {
      name: `${name}-${db}`,
      ...concurrency,
      include: Array.isArray(include) ? include : include(db),
      env: { TEST_DB: db, TZ: "Asia/Kathmandu" },
      globalSetup: ["tests/support/global-setup.ts"],
      testTimeout: timeout,
      hookTimeout: 60_000,
      // A page or server on a busy machine can take more than a second to show what is polled for.
      expect: { poll: { timeout: 15_000 } },
      // Each file starts its own server (and browser) and shares no state in this process, so the
      // heavy imports (the app, Playwright, axe) are loaded once per worker instead of per file.
      isolate: false,
      // The embedded database runs in the worker itself for API tests (tests/support/node-flags.ts).
      execArgv: TEST_NODE_FLAGS,
    },
  }));
}

export default defineConfig({
  test: {
    maxWorkers: SERVER_FILES.maxWorkers,
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          env: { TZ: "Asia/Kathmandu" },
          ...SERVER_FILES,
        },
      },
      // API files (the app in the worker) and process files (the app as its own process, restarted
      // and killed) in one project per database, so that one worker runs either kind and the
      // sequencer can mix them: a worker is only reused for a file of its own project.
      ...perDatabase("server", ["tests/api/**/*.test.ts", "tests/process/**/*.test.ts"], 90_000),
      ...perDatabase("e2e", browserFilesFor, 60_000, BROWSER_FILES),
    ],
  },
});
