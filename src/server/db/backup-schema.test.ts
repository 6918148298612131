import { describe, expect, it } from "vitest";
import { dependencyOrder } from "./backup-catalog.ts";
import { localMigrations, migrationsToApply, pgBossSchemaScript } from "./backup-schema.ts";

describe("schema at a backup's level", () => {
  const local = localMigrations();
  const dumped = (n: number) => local.slice(0, n).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));

  it("applies this copy's migrations up to the backup's level, newer ones are left to the app", () => {
    expect(local[0]!.tag).toBe("0000_initial");
    expect(migrationsToApply(dumped(2), local).map((m) => m.tag)).toEqual([local[0]!.tag, local[1]!.tag]);
    expect(migrationsToApply(dumped(local.length), local)).toHaveLength(local.length);
  });

  it("refuses a backup from a newer schema, or one whose migration differs from this copy's", () => {
    const newer = [...dumped(local.length), { hash: "x", createdAt: 4_102_444_800_000, tag: "9999_future" }];
    expect(() => migrationsToApply(newer, local)).toThrow(
      /schema level this copy of Hangs does not have \(migration 9999_future\)/,
    );
    const edited = dumped(1).map((m) => ({ ...m, hash: "edited" }));
    expect(() => migrationsToApply(edited, local)).toThrow(/0000_initial .* differs/);
  });

  it("runs pg-boss's schema script inside the restore's own transaction", () => {
    const { version, sql } = pgBossSchemaScript();
    expect(version).toBeGreaterThanOrEqual(24);
    expect(sql).not.toMatch(/^\s*BEGIN;|COMMIT;\s*$|idle_in_transaction/);
    expect(sql).toContain("CREATE FUNCTION pgboss.create_queue");
  });
});

describe("table order", () => {
  it("puts every table after the tables it references, whatever the name order", () => {
    const parents = new Map([
      ["public.responses", ["public.hangs"]],
      ["public.hangs", ["public.groups"]],
      ["public.groups", ["public.users"]],
    ]);
    const names = ["public.groups", "public.hangs", "public.responses", "public.users"];
    expect(dependencyOrder(names, parents)).toEqual([
      "public.users",
      "public.groups",
      "public.hangs",
      "public.responses",
    ]);
  });
});
