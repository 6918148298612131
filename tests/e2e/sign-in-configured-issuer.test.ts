// The configured path: OIDC_ISSUER names a provider in another process (another origin), and the
// same round trip signs a person in, who is then recognised as the host of their hang.

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, releaseBrowser } from "../support/browser.ts";
import { expectClean } from "../support/e2e.ts";
import { createHangViaApi } from "../support/guest-flow.ts";
import { type ProviderProcess, startProviderProcess } from "../support/oidc-provider.ts";
import { freePort, type RunningServer, startServer } from "../support/server.ts";
import { accountMenu, chooseAnotherAccount } from "../support/sign-in.ts";

let provider: ProviderProcess;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  const port = await freePort();
  provider = await startProviderProcess(`http://localhost:${port}/api/auth/callback/oidc`);
  [server, browser] = await Promise.all([
    startServer({
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        AUTH_PROVIDER_NAME: "Acme ID",
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await releaseBrowser(browser);
  await server?.dispose();
  await provider?.stop();
});

it("signs in through a provider named by OIDC_ISSUER and recognises the host", async () => {
  const hang = await createHangViaApi(server.url, { name: "Climbing night", hostEmail: "ola@example.com" });
  const host = await openPage(browser, DESKTOP);
  const { page } = host;
  try {
    await page.goto(`${hang.url}?details=true`);
    await page.getByRole("button", { name: "Sign In with Acme ID" }).click();
    await page.getByRole("heading", { name: "Choose an account" }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(provider.issuer).origin);
    await chooseAnotherAccount(page, "Ola Organiser", "ola@example.com");
    await accountMenu(page, "Ola Organiser").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/hang/${hang.id}`);
    await page.getByRole("heading", { name: "Responses" }).waitFor();
    await page.getByRole("link", { name: "Reschedule Hang" }).waitFor();
    expectClean(host);
  } finally {
    await host.close();
  }
});
