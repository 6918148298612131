// PGlite runs each query's WebAssembly synchronously and chains the next one by promises, so a
// batch of queries (a crowd's answers, one transaction) ran in a single turn of the event loop:
// meanwhile nothing else was read, and a crowd's new connections were accepted one batch apart
// (p99 over 300 ms for answers the server wrote in under 45). Each query now starts on a turn of
// its own, so the server accepts, reads and answers between the queries.
import type { PGlite } from "@electric-sql/pglite";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every query and exec, in a transaction or not, passes through `_runExclusiveQuery` once. */
export function letTheLoopTurnBeforeEachQuery(pglite: PGlite): void {
  const run = pglite._runExclusiveQuery.bind(pglite);
  pglite._runExclusiveQuery = async (query) => {
    await nextTurn();
    return run(query);
  };
}
