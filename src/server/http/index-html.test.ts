import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexHtmlRenderer } from "./index-html.ts";
import { routeCode } from "./route-code.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-client-"));
fs.mkdirSync(path.join(dir, ".vite"));
fs.writeFileSync(
  path.join(dir, "index.html"),
  '<html lang="en"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>',
);
fs.writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", imports: [] },
    "src/client/pages/hang-page.tsx": {
      file: "assets/hang-page-2.js",
      imports: ["index.html", "_shared-3.js"],
      dynamicImports: ["src/client/features/host/host-dashboard.tsx"],
    },
    "_shared-3.js": { file: "assets/shared-3.js", imports: ["index.html"] },
    "src/client/features/host/host-dashboard.tsx": {
      file: "assets/host-dashboard-4.js",
      name: "host-dashboard",
    },
    "_create-page-5.js": { file: "assets/create-page-5.js", name: "create-page", imports: ["index.html"] },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ID = "0b9f3a9e-6f7e-4c1f-9a51-3c3d2f6f0a11";
const renderer = indexHtmlRenderer(dir, routeCode(dir));
const ENGLISH = { locale: "en", messages: '{"x":["Hi"]}', version: "v1" };
const render = (pathname: string, search: URLSearchParams) => renderer(pathname, search, ENGLISH);

describe("index.html per page", () => {
  it("names a hang page's chunks and its data, so neither waits for the script", () => {
    const html = render(`/hang/${ID}`, new URLSearchParams())!;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/hang-page-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-3.js">');
    expect(html).not.toContain("host-dashboard-4.js");
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/hangs/${ID}">`,
    );
    expect(html).toContain(`href="/api/hangs/${ID}/summary">`);
  });

  it("preloads the host's dashboard code but no data for the host's view, nor anything for other pages or made-up ids", () => {
    const host = render(`/hang/${ID}`, new URLSearchParams("host=true"))!;
    expect(host).not.toContain('as="fetch"');
    expect(host).toContain('<link rel="modulepreload" crossorigin href="/assets/hang-page-2.js">');
    // The host's link opens on the dashboard: its code is not left to wait for the data.
    expect(host).toContain('<link rel="modulepreload" crossorigin href="/assets/host-dashboard-4.js">');
    // A page's chunks fetched beside the entry cost more blocking time than the round trip saved.
    expect(render("/", new URLSearchParams())).not.toContain("<link");
    expect(render("/hang/not-an-id", new URLSearchParams())).not.toContain("<link");
  });

  it("is in the request's language and carries its messages, with no way to close their script", () => {
    const html = renderer("/", new URLSearchParams(), {
      locale: "de",
      messages: '{"x":["</script><b>"]}',
      version: "v2",
    })!;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      '<script type="application/json" id="hangs-messages" data-version="v2">{"x":["\\u003c/script>\\u003cb>"]}</script>',
    );
    expect(render(`/hang/${ID}`, new URLSearchParams())).toContain('<html lang="en">');
  });
});
