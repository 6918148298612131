import { describe, expect, it } from "vitest";
import { english } from "../../../../tests/support/english.ts";
import { ApiError } from "../../lib/http.ts";
import { type InviteOutcome, inviteToast as pageInviteToast, stillPending } from "./outcomes.ts";

const inviteToast = (outcomes: InviteOutcome[]) => pageInviteToast(outcomes, english);

const refused = (status: number, message: string) =>
  new ApiError(status, { message }, JSON.stringify({ message }), "");
const LIMIT = "This hang has reached its limit of 3 invitations an hour. Try again later.";

describe("inviteToast", () => {
  it("confirms one invitation, or several with a count", () => {
    expect(inviteToast([{ email: "a@example.com", ok: true }])).toEqual({ title: "Invite sent!" });
    expect(
      inviteToast([
        { email: "a@example.com", ok: true },
        { email: "b@example.com", ok: true },
      ]),
    ).toEqual({ title: "Invites sent!", description: "2 invitations are on their way." });
  });

  it("says how many a rate limit refused, with the server's message", () => {
    const outcomes: InviteOutcome[] = [
      { email: "a@example.com", ok: true },
      { email: "b@example.com", ok: false, error: refused(429, LIMIT) },
      { email: "c@example.com", ok: false, error: refused(429, LIMIT) },
    ];
    expect(inviteToast(outcomes)).toEqual({
      variant: "destructive",
      title: "Error sending invites",
      description: `2 not sent: ${LIMIT}`,
    });
  });

  it("names a single failure in the singular and hides server faults", () => {
    expect(
      inviteToast([{ email: "a@example.com", ok: false, error: refused(500, "Internal error") }]),
    ).toEqual({
      variant: "destructive",
      title: "Error sending invite",
      description: "1 not sent: Please try again.",
    });
    expect(
      inviteToast([{ email: "a@example.com", ok: false, error: new TypeError("fetch failed") }]),
    ).toMatchObject({ title: "Error sending invite", description: "1 not sent: Please try again." });
  });
});

describe("stillPending", () => {
  it("keeps refused addresses and drops the ones that went out, ignoring case", () => {
    const outcomes: InviteOutcome[] = [
      { email: "A@Example.com", ok: true },
      { email: "b@example.com", ok: false, error: refused(429, LIMIT) },
    ];
    expect(stillPending(["a@example.com", "b@example.com", "c@example.com"], outcomes)).toEqual([
      "b@example.com",
      "c@example.com",
    ]);
  });
});
