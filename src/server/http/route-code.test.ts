// A page carries the messages its own code names, found in the built chunks, not every page's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messagesJson } from "../i18n/catalogs.ts";
import { routeCode } from "./route-code.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-route-code-"));
fs.mkdirSync(path.join(dir, ".vite"));
fs.mkdirSync(path.join(dir, "assets"));
const chunk = (file: string, code: string) => fs.writeFileSync(path.join(dir, "assets", file), code);
chunk("index-1.js", 'const a=t("shell.signIn");');
chunk("create-page-2.js", 'e("create.title"),e(`create.subtitle`),"not.an.id","create.nope"');
chunk("shared-3.js", 'const x={a:"groups.overview"};');
chunk("hang-page-4.js", 'n("answer.submitted")');
chunk("host-dashboard-5.js", 'n("host.saveChanges")');
chunk("success-view-6.js", 'n("responses.thanksTitle")');
chunk("admin-page-7.js", 'n("admin.queued")');
fs.writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", dynamicImports: ["_create-page-2.js", "_admin-page-7.js"] },
    "_create-page-2.js": {
      file: "assets/create-page-2.js",
      name: "create-page",
      imports: ["index.html", "_shared-3.js"],
    },
    "_shared-3.js": { file: "assets/shared-3.js", name: "shared-1", imports: ["index.html"] },
    "_hang-page-4.js": { file: "assets/hang-page-4.js", name: "hang-page", imports: ["index.html"] },
    "_host-dashboard-5.js": {
      file: "assets/host-dashboard-5.js",
      name: "host-dashboard",
      imports: ["_hang-page-4.js"],
    },
    "_success-view-6.js": {
      file: "assets/success-view-6.js",
      name: "success-view",
      imports: ["_hang-page-4.js"],
    },
    "_admin-page-7.js": { file: "assets/admin-page-7.js", name: "admin-page", imports: ["index.html"] },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const code = routeCode(dir);
const idsFor = (pathname: string, search = "") => {
  const selection = code.messages(pathname, new URLSearchParams(search));
  return Object.keys(JSON.parse(messagesJson("es", selection)) as object);
};
const areas = (ids: string[]) => [...new Set(ids.map((id) => id.slice(0, id.indexOf("."))))].sort();
const EVERY_PAGE = ["calendar", "dialog", "hang", "shell", "toast", "vibe", "welcome"];

describe("the messages a page carries", () => {
  it("are those its entry and route chunks name, and the areas drawn by computed ids", () => {
    const create = idsFor("/");
    expect(create).toEqual(expect.arrayContaining(["create.title", "create.subtitle", "groups.overview"]));
    expect(create).not.toContain("admin.queued");
    expect(create.filter((id) => id.startsWith("create."))).toHaveLength(2);
    expect(areas(create)).toEqual(["create", "groups", ...EVERY_PAGE].sort());
    expect(idsFor("/admin")).toContain("admin.queued");
    expect(idsFor("/admin")).not.toContain("create.title");
  });

  it("on a hang, also cover the views it may switch to: the final details, and the host's views", () => {
    const guest = idsFor("/hang/x");
    expect(guest).toEqual(expect.arrayContaining(["answer.submitted", "responses.thanksTitle"]));
    expect(guest).not.toContain("host.saveChanges");
    expect(idsFor("/hang/x", "host=true")).toContain("host.saveChanges");
  });

  it("are every message where the client has no manifest (the Vite dev server's page)", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "hangs-no-manifest-"));
    try {
      expect(routeCode(bare).messages("/", new URLSearchParams())).toBeUndefined();
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it("preload the chunks a path opens on, beyond the entry's", () => {
    expect(code.files("/", new URLSearchParams())).toEqual(["assets/create-page-2.js", "assets/shared-3.js"]);
    expect(code.files("/hang/x", new URLSearchParams("host=true"))).toEqual([
      "assets/hang-page-4.js",
      "assets/host-dashboard-5.js",
    ]);
    expect(code.files("/nowhere", new URLSearchParams())).toEqual([]);
  });
});
