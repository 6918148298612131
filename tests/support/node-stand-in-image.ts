// A stand-in for the official Node image, for building the app's image where no base image can be
// pulled: Debian bookworm (debootstrap, minimal) with this machine's Node and npm in /usr/local as
// the official image has them, and this machine's CA bundle, which the registry's proxy needs.
// Made once and kept in podman's image store (it persists between runs), named by the Node version.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mustRun, podman, runTool } from "./podman.ts";

const TOOLS = ["podman", "buildah", "runc", "debootstrap"];
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";
const MIRROR = "http://deb.debian.org/debian";

export const NODE_STAND_IN = `localhost/hangs-node-stand-in:${process.versions.node}-bookworm`;

/** Fails, naming what is missing, unless every tool the image test needs is installed. */
export async function requireContainerTools(): Promise<void> {
  const missing: string[] = [];
  for (const tool of TOOLS) {
    const found = await runTool(tool, ["--version"]).then(
      (r) => r.code === 0,
      () => false,
    );
    if (!found) missing.push(tool);
  }
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(", ")} not installed: the container image cannot be built or run here ` +
        "(apt-get install podman buildah runc debootstrap; .ci/run installs them)",
    );
  }
}

/** The stand-in's name, after making it if the store does not have it yet (about 1–5 minutes). */
export async function nodeStandInImage(): Promise<string> {
  const exists = await runTool("podman", ["image", "exists", NODE_STAND_IN]);
  if (exists.code === 0) return NODE_STAND_IN;
  const rootfs = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-node-base-"));
  try {
    await mustRun("debootstrap", ["--variant=minbase", "bookworm", rootfs, MIRROR], {
      timeoutMs: 15 * 60_000,
    });
    await importStandIn(rootfs);
  } finally {
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
  return NODE_STAND_IN;
}

/** Adds this machine's Node, npm and CA bundle to a bootstrapped tree and imports it as the stand-in. */
export async function importStandIn(rootfs: string): Promise<void> {
  const local = path.join(rootfs, "usr/local");
  const npmDir = path.resolve(path.dirname(process.execPath), "../lib/node_modules/npm");
  fs.mkdirSync(path.join(local, "bin"), { recursive: true });
  fs.mkdirSync(path.join(local, "lib/node_modules"), { recursive: true });
  fs.copyFileSync(process.execPath, path.join(local, "bin/node"));
  fs.chmodSync(path.join(local, "bin/node"), 0o755);
  fs.cpSync(npmDir, path.join(local, "lib/node_modules/npm"), { recursive: true, verbatimSymlinks: true });
  for (const tool of ["npm", "npx"]) {
    fs.rmSync(path.join(local, "bin", tool), { force: true });
    fs.symlinkSync(`../lib/node_modules/npm/bin/${tool}-cli.js`, path.join(local, "bin", tool));
  }
  fs.mkdirSync(path.join(rootfs, path.dirname(CA_BUNDLE)), { recursive: true });
  fs.copyFileSync(CA_BUNDLE, path.join(rootfs, CA_BUNDLE));

  const tarball = path.join(path.dirname(rootfs), `${path.basename(rootfs)}.tar`);
  try {
    execFileSync("tar", ["-C", rootfs, "-cf", tarball, "."]);
    await podman(
      [
        "import",
        "--change",
        "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "--change",
        `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
        "--change",
        'CMD ["node"]',
        tarball,
        NODE_STAND_IN,
      ],
      { timeoutMs: 5 * 60_000 },
    );
  } finally {
    fs.rmSync(tarball, { force: true });
  }
}
