// The order test files start in: the same on every machine, with or without Vitest's cache.
// - A project's files run together: Vitest reuses a worker (and its imports) only for a file of
//   the same project, and starts a new one otherwise.
// - Within a project, process files (which mostly wait on restarts and job timers) alternate with
//   API files (which keep a core busy), so the two share the cores instead of the waiting files
//   running on alone at the end; within each kind the largest first, the long ones starting early.
import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const KINDS = ["/tests/process/", "/tests/api/"];

/** Alternates the kinds, each in order of size (largest first); other files follow. */
function interleaved(files: TestSpecification[]): TestSpecification[] {
  const bySize = (list: TestSpecification[]) =>
    list
      .map((spec) => ({ spec, size: fs.statSync(spec.moduleId).size }))
      .sort((a, b) => b.size - a.size)
      .map(({ spec }) => spec);
  const lists = KINDS.map((dir) => bySize(files.filter((spec) => spec.moduleId.includes(dir))));
  const rest = bySize(files.filter((spec) => !KINDS.some((dir) => spec.moduleId.includes(dir))));
  const out: TestSpecification[] = [];
  for (let i = 0; lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  }
  return [...out, ...rest];
}

export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const projects = [...new Set(files.map((spec) => spec.project))].sort(
      (a, b) => a.config.sequence.groupOrder - b.config.sequence.groupOrder || (a.name < b.name ? -1 : 1),
    );
    return projects.flatMap((project) => interleaved(files.filter((spec) => spec.project === project)));
  }
}
