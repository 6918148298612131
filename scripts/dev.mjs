// npm run dev: the API (restarting on change) on :5000 and Vite with hot reload on :5173.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "src/server/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", () => stop("SIGTERM"));
