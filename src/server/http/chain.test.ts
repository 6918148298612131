import { Hono, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import { chain } from "./chain.ts";

const onError = (error: Error) => Response.json({ message: error.message }, { status: 418 });

/** Records its name on the way in and on the way out. */
const named =
  (name: string, seen: string[]): MiddlewareHandler =>
  async (_c, next) => {
    seen.push(`${name} in`);
    await next();
    seen.push(`${name} out`);
  };

describe("chain", () => {
  it("runs its layers in order around the handler, as separate Hono layers would", async () => {
    const seen: string[] = [];
    const app = new Hono().use("*", chain(onError, named("a", seen), named("b", seen))).get("/", (c) => {
      seen.push("handler");
      return c.text("ok");
    });
    const res = await app.request("/");
    expect(await res.text()).toBe("ok");
    expect(seen).toEqual(["a in", "b in", "handler", "b out", "a out"]);
  });

  it("answers a layer's error in place, so the layers before it still finish their work", async () => {
    const seen: string[] = [];
    const refuse: MiddlewareHandler = () => {
      throw new Error("refused");
    };
    const stamp: MiddlewareHandler = async (c, next) => {
      await next();
      c.res.headers.set("X-Stamped", "yes");
    };
    const app = new Hono()
      .use("*", chain(onError, stamp, named("a", seen), refuse, named("never", seen)))
      .get("/", (c) => c.text("handler"));
    const res = await app.request("/");
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ message: "refused" });
    expect(res.headers.get("X-Stamped")).toBe("yes");
    expect(seen).toEqual(["a in", "a out"]);
  });

  it("leaves a handler's error to the app's own error handler", async () => {
    const app = new Hono().use("*", chain(onError)).get("/", () => {
      throw new Error("handler failed");
    });
    app.onError((error, c) => c.json({ caught: error.message }, 500));
    const res = await app.request("/");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ caught: "handler failed" });
  });
});
