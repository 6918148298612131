import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-lock-"));
  dirs.push(dir);
  return dir;
}

/** Tries to take the lock from another process; returns what it printed. */
function lockFromAnotherProcess(dir: string): string {
  const script = `import("${path.resolve("src/server/db/lock.ts")}").then(m => { try { m.lockDataDir(${JSON.stringify(dir)}); console.log("locked"); } catch (e) { console.log(e.message); } })`;
  return execFileSync(process.execPath, ["--import", "tsx", "-e", script], { encoding: "utf8" }).trim();
}

describe("data directory lock", () => {
  it("keeps a second process out while the first holds it, with a clear message", () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(lockFromAnotherProcess(dir)).toMatch(/is in use by another Hangs process \(pid \d+\)/);
    unlock();
    expect(lockFromAnotherProcess(dir)).toBe("locked");
  });

  it("takes over a lock left behind by a process that died", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "hangs.lock"), "999999999");
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "hangs.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, "hangs.lock"))).toBe(false);
  });

  it("is an error type callers can recognise", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "hangs.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
