import { describe, expect, it } from "vitest";
import { handlingOf, keepsPage, proofHeaders } from "./rules.ts";

const ORIGIN = "https://hangs.example";
const HANG = "0b7c6d3e-1f2a-4b5c-8d9e-0f1a2b3c4d5e";
const ANSWER = "5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b";

const read = (path: string, method = "GET") =>
  handlingOf({ method, url: `${ORIGIN}${path}`, mode: "cors" }, ORIGIN);
const visit = (path: string) =>
  handlingOf({ method: "GET", url: `${ORIGIN}${path}`, mode: "navigate" }, ORIGIN);

describe("what the service worker keeps", () => {
  it("keeps the reads a hang's page is drawn from", () => {
    for (const path of [
      `/api/hangs/${HANG}`,
      `/api/hangs/${HANG}/summary`,
      `/api/hangs/${HANG}/summary?response=${ANSWER}`,
      `/api/hangs/${HANG}/summary/names?slot=2027-03-05&answer=yes&cursor=abc`,
      `/api/hangs/${HANG}/responses/${ANSWER}`,
      `/api/hangs/${HANG}/bring-items`,
      `/api/hangs/${HANG}/activity-suggestions`,
      `/api/hangs/${HANG}/invitees`,
      "/api/i18n/es?v=abc123",
    ]) {
      expect(read(path), path).toEqual({ kind: "data" });
    }
  });

  it("never keeps sign-in, writes, secrets in the address, admin, feeds, photos or the live stream", () => {
    for (const path of [
      "/api/auth/user",
      "/api/auth/callback/oidc?code=x&state=y",
      `/api/hangs/${HANG}/my-response`,
      `/api/hangs/${HANG}?token=secret`,
      `/api/hangs/${HANG}/summary?key=secret`,
      `/api/hangs/${HANG}/events`,
      `/api/hangs/${HANG}/photos`,
      `/api/hangs/${HANG}/calendar.ics`,
      "/api/admin/stats",
      "/api/user/hangs",
      `/feed/${HANG}.ics`,
    ]) {
      expect(read(path), path).toEqual({ kind: "pass" });
    }
    expect(read(`/api/hangs/${HANG}/responses`, "POST")).toEqual({ kind: "pass" });
    expect(read(`/api/hangs/${HANG}/responses/${ANSWER}`, "PUT")).toEqual({ kind: "pass" });
    expect(
      handlingOf({ method: "GET", url: `https://else.example/api/hangs/${HANG}`, mode: "cors" }, ORIGIN),
    ).toEqual({ kind: "pass" });
  });

  it("keeps the start page and hang pages, never one with a secret in its address", () => {
    expect(visit("/")).toEqual({ kind: "page", keep: true });
    expect(visit(`/hang/${HANG}`)).toEqual({ kind: "page", keep: true });
    expect(visit(`/hang/${HANG}?host=true`)).toEqual({ kind: "page", keep: true });
    for (const path of [
      `/hang/${HANG}?host=true&token=secret`,
      `/hang/${HANG}?response=${ANSWER}&key=secret`,
      `/hang/${HANG}?invite=secret`,
      `/edit/${HANG}?token=secret`,
      "/admin",
      "/dashboard",
      "/unsubscribe?t=secret",
    ]) {
      expect(visit(path), path).toEqual({ kind: "page", keep: false });
    }
    for (const path of [
      "/api/auth/callback/oidc?code=x",
      "/dev/mail",
      "/dev-idp/interaction/1",
      "/feed/x.ics",
    ]) {
      expect(visit(path), path).toEqual({ kind: "pass" });
    }
    expect(keepsPage(`${ORIGIN}/hang/${HANG}?details=true`, ORIGIN)).toBe(true);
    expect(keepsPage(`${ORIGIN}/hang/${HANG}?token=x`, ORIGIN)).toBe(false);
  });

  it("serves the built files from storage", () => {
    expect(read("/assets/hang-page-abc123.js")).toEqual({ kind: "asset" });
  });

  it("tells reads apart by the proofs they were made with, by name and value only", () => {
    const proofs = proofHeaders([
      ["Accept", "application/json"],
      ["X-Response-Secret", "s1"],
      ["X-Edit-Token", "t1"],
    ]);
    expect(proofs).toEqual([
      ["x-edit-token", "t1"],
      ["x-response-secret", "s1"],
    ]);
    expect(proofHeaders([["Accept-Language", "de"]])).toEqual([]);
  });
});
