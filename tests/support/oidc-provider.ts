// Starts tests/support/oidc-provider-main.ts and waits until it answers.
import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./server.ts";

export interface ProviderProcess {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export async function startProviderProcess(redirectUri: string): Promise<ProviderProcess> {
  const port = await freePort();
  const clientId = "hangs-configured";
  const clientSecret = "configured-secret-for-tests";
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/oidc-provider-main.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        CLIENT_ID: clientId,
        CLIENT_SECRET: clientSecret,
        REDIRECT_URI: redirectUri,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`provider did not start:\n${log}`)), 30_000);
    child.stdout?.on("data", (d) => {
      log += d;
      if (log.includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on("data", (d) => (log += d));
    child.once("exit", () => reject(new Error(`provider exited:\n${log}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    issuer: `http://127.0.0.1:${port}/oidc`,
    clientId,
    clientSecret,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
