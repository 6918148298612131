// The shared counters of the abuse limits, counted together: every count asked for while one
// statement is in flight goes into the next statement, one row per key, so a crowd of requests costs
// the database one round trip per turn instead of one per request and limit (decision 0050). Each
// caller gets what the library's own one-row upsert would have told it, as if the counts had gone in
// one at a time in the order they were asked for.
import type pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";

/** What the library reads from its upsert: the key's points and expiry after this count. */
type Counted = { rows: { points: number; expire: string | null }[] };

interface Count {
  key: string;
  points: number;
  expire: number | null;
  settle: (result: Counted) => void;
  fail: (error: unknown) => void;
}

/** The most keys one statement counts; the rest wait for the next. */
const MOST_KEYS_AT_ONCE = 500;

export class CounterBatches {
  private waiting: Count[] = [];
  private writing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly table: string,
  ) {}

  count(key: string, points: number, expire: number | null) {
    return new Promise<Counted>((settle, fail) => {
      this.waiting.push({ key, points, expire, settle, fail });
      if (this.writing) return;
      this.writing = true;
      setImmediate(() => void this.writeWhileWaiting());
    });
  }

  private async writeWhileWaiting() {
    while (this.waiting.length > 0) {
      const byKey = new Map<string, Count[]>();
      while (this.waiting.length > 0 && byKey.size < MOST_KEYS_AT_ONCE) {
        const count = this.waiting.shift()!;
        const same = byKey.get(count.key);
        if (same) same.push(count);
        else byKey.set(count.key, [count]);
      }
      try {
        await this.write(byKey);
      } catch (error) {
        for (const counts of byKey.values()) for (const count of counts) count.fail(error);
      }
    }
    this.writing = false;
  }

  private async write(byKey: Map<string, Count[]>) {
    const keys = [...byKey.keys()];
    const counts = [...byKey.values()];
    const { rows } = await this.pool.query<{ key: string; points: number; expire: string | null }>({
      name: `${this.table}:counted-together`,
      // The library's upsert, for many keys: an expired window starts again from this count.
      text: `INSERT INTO "${this.table}" (key, points, expire)
               SELECT * FROM unnest($1::varchar[], $2::int[], $3::bigint[])
             ON CONFLICT (key) DO UPDATE SET
               points = CASE WHEN "${this.table}".expire <= $4 THEN excluded.points
                             ELSE "${this.table}".points + excluded.points END,
               expire = CASE WHEN "${this.table}".expire <= $4 THEN excluded.expire
                             ELSE "${this.table}".expire END
             RETURNING key, points, expire`,
      values: [
        keys,
        counts.map((same) => same.reduce((sum, count) => sum + count.points, 0)),
        counts.map((same) => same[0]!.expire),
        Date.now(),
      ],
    });
    for (const row of rows) {
      // The row's total includes the later callers' counts: each caller sees the total up to its own.
      let after = 0;
      for (const count of [...byKey.get(row.key)!].reverse()) {
        count.settle({ rows: [{ points: row.points - after, expire: row.expire }] });
        after += count.points;
      }
    }
  }
}

/** The library's PostgreSQL limiter, with its plain counts going through shared batches. */
export class BatchedRateLimiterPostgres extends RateLimiterPostgres {
  constructor(
    options: ConstructorParameters<typeof RateLimiterPostgres>[0],
    private readonly batches: CounterBatches,
    ready: (error?: Error) => void,
  ) {
    super(options, ready);
  }

  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Counted> {
    // Blocks and penalties that set their own expiry keep the library's own statement.
    if (forceExpire || !(this as unknown as { tableCreated: boolean }).tableCreated) {
      return (RateLimiterPostgres.prototype as unknown as BatchedRateLimiterPostgres)._upsert.call(
        this,
        key,
        points,
        msDuration,
        forceExpire,
      );
    }
    return this.batches.count(key, points, msDuration > 0 ? Date.now() + msDuration : null);
  }
}
