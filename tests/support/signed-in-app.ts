// One test file's app that trusts a local OpenID issuer, so people can sign in (sign-ins unlimited),
// both started before the file's tests and closed after them.
import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp } from "./app.ts";
import { startTestIssuer, type TestIssuer } from "./test-issuer.ts";

export function signedInAppForFile(
  started: (app: TestApp, issuer: TestIssuer) => void,
  options: { runWorkers?: boolean; env?: Record<string, string> } = {},
): void {
  let issuer: TestIssuer | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await startTestApp({
      runWorkers: options.runWorkers,
      env: {
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: issuer.clientId,
        OIDC_CLIENT_SECRET: "test-secret",
        SIGN_INS_PER_ADDRESS_PER_MINUTE: "1000",
        ...options.env,
      },
    });
    started(app, issuer);
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });
}
