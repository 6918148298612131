// V8 flags for every Node process of the test run: the Vitest workers and the servers and scripts
// they start. The embedded database is PostgreSQL compiled to WebAssembly; by default V8 recompiles
// its hot functions with its optimising compiler in the background, work a process that lives for
// one test file pays for and never earns back. Keeping to baseline code takes a sixth to a quarter
// off the CPU of each embedded-database project (decision 0049); JavaScript is not affected.
export const TEST_NODE_FLAGS = ["--liftoff-only"];
