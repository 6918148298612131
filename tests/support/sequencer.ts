// Orders a run's test files: the browser projects first, then the process tests (whose real-time
// waits then overlap the browser files still running), then the API and unit tests, whose many short
// files fill the last minutes evenly. Vitest's own order (projects by name) left the process
// tests' waits for the end, on few workers. Each project's files stay together, since a worker
// that changes project loads its imports again; within one, the longest go first, by Vitest's
// record from the last run here, else the one kept in tests/durations.json (npm run
// test:durations), else as short.
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const KEPT = path.resolve(import.meta.dirname, "../durations.json");
const PROJECT_ORDER = ["e2e", "process", "api", "unit"];

export class RunOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const kept: Record<string, number> = fs.existsSync(KEPT) ? JSON.parse(fs.readFileSync(KEPT, "utf8")) : {};
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      const recorded = this.ctx.cache.getFileTestResults(key)?.duration;
      return recorded !== undefined ? recorded / 1000 : (kept[key] ?? 0);
    };
    const rank = (spec: TestSpecification) => {
      const kind = PROJECT_ORDER.indexOf(spec.project.name.split("-")[0]!);
      return kind === -1 ? PROJECT_ORDER.length : kind;
    };
    const length = new Map(files.map((spec) => [spec, seconds(spec)]));
    return [...files].sort(
      (a, b) =>
        rank(a) - rank(b) || a.project.name.localeCompare(b.project.name) || length.get(b)! - length.get(a)!,
    );
  }
}
