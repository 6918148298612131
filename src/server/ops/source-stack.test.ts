import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, expect, it } from "vitest";
import { sourceStack } from "./source-stack.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-source-stack-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("points a built file's frames at the source line, and leaves other frames alone", async () => {
  fs.mkdirSync(path.join(dir, "src"));
  fs.writeFileSync(
    path.join(dir, "src/thrower.ts"),
    ["// line 1", "export function throwHere(): never {", '  throw new Error("boom");', "}", ""].join("\n"),
  );
  await build({
    entryPoints: [path.join(dir, "src/thrower.ts")],
    outdir: path.join(dir, "dist"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    sourcemap: "linked",
    minifyWhitespace: true,
    logLevel: "silent",
  });
  // A frame as Node writes it for the built file (the test runner maps its own stacks, so the frame
  // is made from where the throw landed in the output rather than caught).
  const built = path.join(dir, "dist/thrower.mjs");
  const lines = fs.readFileSync(built, "utf8").split("\n");
  const line = lines.findIndex((text) => text.includes("throw new Error"));
  const column = lines[line]!.indexOf("throw new Error");
  const stack = `Error: boom\n    at throwHere (${pathToFileURL(built).href}:${line + 1}:${column + 1})`;
  const mapped = sourceStack(stack);
  expect(mapped).toContain(`${path.relative(process.cwd(), path.join(dir, "src/thrower.ts"))}:3:`);
  expect(mapped).not.toMatch(/thrower\.mjs/);
  // A frame of a file with no map beside it stays as it was.
  expect(sourceStack("    at f (file:///nowhere/x.mjs:1:2)")).toBe("    at f (file:///nowhere/x.mjs:1:2)");
});
