// A real nginx in front of the app, as most people deploy it: one listening port per site, each
// with nginx's defaults (HTTP/1.0 upstream, Host = the upstream address, no forwarding headers),
// the usual forwarding settings, or the server block docs/production.md gives.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server.ts";

const GUIDE = path.resolve(import.meta.dirname, "../../docs/production.md");
const GUIDE_MARKER = "<!-- tested-nginx-config";

export const NGINX = "/usr/sbin/nginx";

export interface ProxySite {
  upstreamPort: number;
  settings: "defaults" | "recommended" | "production-guide";
}

export interface RunningNginx {
  /** The port nginx listens on for each site, in the order given. */
  ports: number[];
  stop(): Promise<void>;
}

const RECOMMENDED = `
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;`;

export async function startNginx(sites: ProxySite[]): Promise<RunningNginx> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hangs-nginx-"));
  const ports = await Promise.all(sites.map(() => freePort()));
  const guide = sites.some((s) => s.settings === "production-guide") ? await guideServerBlock() : "";
  const servers = sites.map((site, i) =>
    site.settings === "production-guide"
      ? guide
          .replace(/listen 80;/, `listen 127.0.0.1:${ports[i]};`)
          .replace("http://127.0.0.1:5000", `http://127.0.0.1:${site.upstreamPort}`)
      : `
    server {
      listen 127.0.0.1:${ports[i]};
      location / {
        proxy_pass http://127.0.0.1:${site.upstreamPort};${site.settings === "recommended" ? RECOMMENDED : ""}
      }
    }`,
  );
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join("\n    ");
  await fs.writeFile(
    path.join(dir, "nginx.conf"),
    `user root;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    access_log off;
    ${temp}
    ${servers.join("\n")}
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", dir, "-c", `${dir}/nginx.conf`, "-e", `${dir}/error.log`, "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (d) => (errors += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (const port of ports) await waitForPort(port, child, () => errors);
  return {
    ports,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The nginx server block the production guide gives, as it stands in the guide. */
async function guideServerBlock(): Promise<string> {
  const text = await fs.readFile(GUIDE, "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(text.slice(text.indexOf(GUIDE_MARKER)));
  if (!block?.[1]?.includes("listen 80;")) throw new Error("docs/production.md has no nginx block");
  return block[1];
}

async function waitForPort(port: number, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}: ${errors()}`);
}
