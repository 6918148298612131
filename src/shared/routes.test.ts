import { expect, it } from "vitest";
import { isPageRoute } from "./routes.ts";

it("knows the client's pages and nothing else", () => {
  for (const path of ["/", "/create", "/dashboard", "/hang/abc", "/hang/abc/", "/edit/abc", "/cancel/abc"]) {
    expect(isPageRoute(path), path).toBe(true);
  }
  for (const path of ["/nope", "/hang", "/hang/", "/hang/abc/extra", "/create/x", "/index.php", "/dev"]) {
    expect(isPageRoute(path), path).toBe(false);
  }
});
