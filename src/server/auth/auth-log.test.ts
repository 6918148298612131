import { expect, it } from "vitest";
import { createLogger } from "../log.ts";
import { betterAuthLogger } from "./auth-log.ts";

function capture(level: "silent" | "error" | "info") {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { lines, authLogger: betterAuthLogger(level, () => logger) };
}

it("writes better-auth's failed queries as JSON lines without their parameters or addresses", () => {
  const { lines, authLogger } = capture("error");
  // How better-auth reports a refused insert: its message, then drizzle's error quoting the query.
  authLogger.log?.(
    "error",
    "Unable to create OAuth user",
    new Error(
      'Failed query: insert into "users" ("email", "name") values ($1, $2)\nparams: vic@example.com,Vic',
    ),
  );
  authLogger.log?.("error", "State not found", 'x\n{"level":50,"msg":"forged"} mallory@example.com', {
    email: "ana@example.com",
    token: "s3cret-token",
  });
  expect(lines).toHaveLength(2);
  const output = lines.join("");
  for (const secret of ["vic@example.com", "mallory@example.com", "ana@example.com", "s3cret-token", ",Vic"])
    expect(output).not.toContain(secret);
  const [failure, state] = lines.map((line) => JSON.parse(line));
  expect(failure).toMatchObject({ level: 50, event: "better_auth", msg: "Unable to create OAuth user" });
  expect(failure.err.message).toContain("params: [redacted]");
  // The forged "line" stays inside one JSON string.
  expect(state.details[0]).toBe('x\n{"level":50,"msg":"forged"} [email]');
  expect(state.details[1]).toEqual({ email: "[redacted]", token: "[redacted]" });
});

it("follows LOG_LEVEL: silent is silent, error drops better-auth's warnings", () => {
  const silent = capture("silent");
  expect(silent.authLogger.disabled).toBe(true);
  silent.authLogger.log?.("error", "Unable to create OAuth user");
  expect(silent.lines).toEqual([]);

  const errors = capture("error");
  errors.authLogger.log?.("warn", "Could not update user info during OAuth sign in");
  expect(errors.lines).toEqual([]);
  const info = capture("info");
  info.authLogger.log?.("warn", "Could not update user info during OAuth sign in");
  expect(JSON.parse(info.lines[0]!)).toMatchObject({ level: 40, event: "better_auth" });
});
