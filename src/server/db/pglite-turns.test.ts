import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";
import { letTheLoopTurnBeforeEachQuery } from "./pglite-turns.ts";

const pglite = await PGlite.create();
letTheLoopTurnBeforeEachQuery(pglite);
afterAll(() => pglite.close());

/** How many turns the event loop took while `work` ran. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
}

it("lets the event loop turn between the queries of a chain, in a transaction too", async () => {
  const queries = async () => {
    for (let i = 0; i < 10; i++) await pglite.query("select $1::int as n", [i]);
  };
  expect(await turnsDuring(queries)).toBeGreaterThanOrEqual(10);
  const inTransaction = () =>
    pglite.transaction(async (tx) => {
      for (let i = 0; i < 10; i++) await tx.query("select $1::int as n", [i]);
    });
  expect(await turnsDuring(inTransaction)).toBeGreaterThanOrEqual(10);
  expect((await pglite.query<{ n: number }>("select 7 as n")).rows).toEqual([{ n: 7 }]);
});
