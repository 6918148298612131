// Orders a run's test files longest first across every project (Vitest's own order runs projects
// one after another, which left the process tests' real-time waits for the end, on few workers).
// A file's length is Vitest's record from the last run on this machine, else the one kept in
// tests/durations.json (npm run test:durations), else short.
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const KEPT = path.resolve(import.meta.dirname, "../durations.json");

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const kept: Record<string, number> = fs.existsSync(KEPT) ? JSON.parse(fs.readFileSync(KEPT, "utf8")) : {};
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      const recorded = this.ctx.cache.getFileTestResults(key)?.duration;
      return recorded !== undefined ? recorded / 1000 : (kept[key] ?? 0);
    };
    const length = new Map(files.map((spec) => [spec, seconds(spec)]));
    return [...files].sort((a, b) => length.get(b)! - length.get(a)!);
  }
}
