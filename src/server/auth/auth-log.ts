// better-auth's own log lines, through the app's logger: JSON lines (so a newline in request input
// cannot forge a line), the same redaction of addresses, tokens and query parameters, and the same
// level (LOG_LEVEL=silent prints nothing). Without this it writes straight to the console.
import type { BetterAuthOptions } from "better-auth";
import type { Logger } from "pino";
import { type LogLevel, log, scrubValue } from "../log.ts";

type BetterAuthLogger = NonNullable<BetterAuthOptions["logger"]>;
const METHOD = { error: "error", warn: "warn", info: "info", debug: "debug" } as const;

/** better-auth's `logger` option; `target` is the app's logger (a parameter so tests can read it). */
export function betterAuthLogger(level: LogLevel, target: () => Logger = () => log): BetterAuthLogger {
  return {
    disabled: level === "silent",
    // Finer filtering is the app logger's: it drops what its level does not show.
    level: level === "info" ? "info" : "error",
    disableColors: true,
    log(severity, message, ...args) {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== err).map((arg) => scrubValue(arg));
      target()[METHOD[severity]](
        { event: "better_auth", err, details: details.length > 0 ? details : undefined },
        String(message),
      );
    },
  };
}
