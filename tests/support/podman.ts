// podman (and the tools that make images) as this machine runs them: runc, no default ulimits
// (containers.conf beside this file, ../shared/STACK.md "Containers"), each command's output kept
// so that a failure says what the tool said.
import { spawn } from "node:child_process";
import path from "node:path";

const CONTAINERS_CONF = path.resolve(import.meta.dirname, "containers.conf");

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `command` to its end (or kills it after `timeoutMs`); never throws for an exit code. */
export function runTool(
  command: string,
  args: string[],
  opts: { timeoutMs?: number; input?: string } = {},
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, CONTAINERS_CONF },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.once("error", reject);
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 60_000);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(opts.input ?? "");
  });
}

/** Runs `command` and answers its standard output; a failure throws with what it printed. */
export async function mustRun(
  command: string,
  args: string[],
  opts: { timeoutMs?: number } = {},
): Promise<string> {
  const result = await runTool(command, args, opts);
  if (result.code !== 0) {
    const said = `${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-40).join("\n");
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.code}):\n${said}`);
  }
  return result.stdout.trim();
}

export const podman = (args: string[], opts: { timeoutMs?: number } = {}) => mustRun("podman", args, opts);
