// The order test files start in. Vitest's own order runs one project after another, so on a clean
// clone (no timings cached) the process tests, which spend most of their time waiting on real
// timers and restarts, start last and leave the machine half idle at the end of the run. Here
// they are spread through the run instead, one in every few slots beside the browser tests that
// keep the CPU busy, and within each kind the biggest files go first.
import fs from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Kinds in the order their files fill the queue; `unit` files are quick and go last. */
const KINDS = ["e2e", "api", "unit"] as const;
/** One slot in this many goes to a process test while any are left. */
const PROCESS_EVERY = 4;

const kindOf = (spec: TestSpecification) => spec.project.name.split("-")[0] ?? "";

function bySizeDescending(specs: TestSpecification[]): TestSpecification[] {
  const size = (spec: TestSpecification) => fs.statSync(spec.moduleId).size;
  return specs
    .map((spec) => ({ spec, size: size(spec) }))
    .sort((a, b) => b.size - a.size)
    .map(({ spec }) => spec);
}

export default class SpreadSlowFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const processes = bySizeDescending(files.filter((spec) => kindOf(spec) === "process"));
    const rest = KINDS.flatMap((kind) => bySizeDescending(files.filter((spec) => kindOf(spec) === kind)));
    const others = files.filter((spec) => !["process", ...KINDS].includes(kindOf(spec)));
    const order: TestSpecification[] = [];
    for (let slot = 0; processes.length > 0 || rest.length > 0; slot++) {
      const next = slot % PROCESS_EVERY === 0 && processes.length > 0 ? processes.shift() : rest.shift();
      order.push(next ?? processes.shift()!);
    }
    return [...order, ...others];
  }
}
