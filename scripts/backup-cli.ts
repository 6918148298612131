// What the backup and restore commands share: number formats and how a failure ends them.
export const count = (n: number) => n.toLocaleString("en-US");
export const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Prints the failure's message (messages here never hold a password or token) and exits non-zero. */
export function failAndExit(error: unknown, context = ""): never {
  console.error(`${context}${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
