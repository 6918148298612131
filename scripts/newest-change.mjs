// When a build's sources last changed: the newest modification time under each path.
import fs from "node:fs";
import path from "node:path";

/** The newest mtime (ms) of `entry` (a file or a folder, searched through) under `root`; 0 if missing. */
export function newestChange(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(full).map((name) => newestChange(root, path.join(entry, name))),
  );
}
