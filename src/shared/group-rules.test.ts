import { describe, expect, it } from "vitest";
import * as rules from "./group-rules.ts";
import * as groups from "./groups.ts";

describe("group rules", () => {
  it("are what groups.ts gives the server", () => {
    expect(
      Object.entries(rules).every(([name, value]) =>
        Object.entries(groups).some(([n, v]) => n === name && v === value),
      ),
    ).toBe(true);
  });

  it("hold the limits the schemas check", () => {
    const name = "x".repeat(rules.GROUP_NAME_MAX);
    expect(groups.createGroupSchema.safeParse({ name }).success).toBe(true);
    expect(groups.createGroupSchema.safeParse({ name: `${name}x` }).success).toBe(false);
    const description = "x".repeat(rules.GROUP_DESCRIPTION_MAX + 1);
    expect(groups.createGroupSchema.safeParse({ name: "Board games", description }).success).toBe(false);
    for (const role of rules.ASSIGNABLE_ROLES)
      expect(groups.changeRoleSchema.parse({ role })).toEqual({ role });
    expect(groups.friendGroupSchema.safeParse({ name: "Pals", emails: [] }).error?.issues[0]?.message).toBe(
      rules.FRIEND_GROUP_EMPTY.description,
    );
  });
});
