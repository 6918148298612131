import { expect, it } from "vitest";
import { createLogger } from "./log.ts";

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

it("keeps e-mail addresses, tokens and query parameters out of error logs, but keeps the ids", () => {
  const { lines, stream } = capture();
  const logger = createLogger("info", stream);
  // What drizzle throws when PostgreSQL refuses a write: the query, then its parameters.
  const refused = new Error('duplicate key value violates unique constraint "responses_email"', {
    cause: new Error("Key (guest_email)=(gita@example.com) already exists."),
  });
  const failedQuery = new Error(
    'Failed query: insert into "responses" ("hang_id", "guest_email") values ($1, $2)\nparams: 1f0c,gita@example.com',
    { cause: refused },
  );
  logger.error({
    event: "request_failed",
    requestId: "req-42",
    path: "/api/hangs/abc/responses",
    err: failedQuery,
  });
  logger.info(
    { hostEmail: "hana@example.com", editToken: "5e1d-secret", input: { guestEmail: "pia@example.com" } },
    "opened /edit/abc?token=5e1d-secret for hana@example.com",
  );
  const output = lines.join("");
  for (const secret of ["gita@example.com", "hana@example.com", "pia@example.com", "5e1d-secret", "1f0c"]) {
    expect(output).not.toContain(secret);
  }
  const [failure, opened] = lines.map((line) => JSON.parse(line));
  expect(failure).toMatchObject({ level: 50, event: "request_failed", requestId: "req-42" });
  expect(failure.err.message).toContain("params: [redacted]");
  expect(failure.err.cause.cause.message).toBe("Key (guest_email)=([email]) already exists.");
  expect(opened).toMatchObject({ hostEmail: "[redacted]", editToken: "[redacted]" });
  expect(opened.input.guestEmail).toBe("[redacted]");
  expect(opened.msg).toBe("opened /edit/abc?token=[redacted] for [email]");
});

it("writes nothing below the configured level", () => {
  const { lines, stream } = capture();
  createLogger("error", stream).info("hello");
  createLogger("silent", stream).error("hello");
  expect(lines).toEqual([]);
});
