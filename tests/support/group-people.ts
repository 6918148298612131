// Signed-in people for the group API tests: one session per name (name@example.com, verified by a
// local test issuer), and requests made as them, optionally from their own network address.
import { expect } from "vitest";
import type { TestApp } from "./app.ts";
import { sessionCookie, type TestIssuer } from "./test-issuer.ts";

export const ORIGIN = "http://localhost:5000";

export type Person = { cookie: string; email: string };

export interface GroupPeople {
  /** A session for `name` (e-mail name@example.com), made once per name. */
  person(name: string, claims?: Record<string, unknown>): Promise<Person>;
  /** A same-origin request as `p` (anonymous without), from `address` when given. */
  as(
    p: Person | undefined,
    method: string,
    path: string,
    body?: unknown,
    options?: { address?: string; origin?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

export function groupPeople(t: () => TestApp, issuer: () => TestIssuer): GroupPeople {
  const people = new Map<string, Person>();

  const as: GroupPeople["as"] = async (p, method, path, body, options = {}) => {
    const headers: Record<string, string> = { origin: options.origin ?? ORIGIN };
    if (p) headers.cookie = p.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const init: RequestInit = {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    const bindings = options.address
      ? { incoming: { socket: { remoteAddress: options.address } } }
      : undefined;
    const res = await t().app.request(path, init, bindings);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    as,
    async person(name, claims = {}) {
      const known = people.get(name);
      if (known) return known;
      const email = `${name}@example.com`;
      const res = await t().request("POST", "/api/auth/google", {
        idToken: await issuer().idToken({
          sub: `sub-${name}`,
          email,
          given_name: name,
          family_name: "Test",
          ...claims,
        }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const p = { cookie: sessionCookie(res.headers), email };
      people.set(name, p);
      return p;
    },
  };
}
