// A provider may move a person to another address; when that address is already another person's,
// the sign-in is refused with a clear message (the update would otherwise break the unique address
// and take the address from its holder). Wired in as better-auth's user.validateUserInfo.
import type { BetterAuthOptions } from "better-auth";
import { EMAIL_IN_USE_CODE, EMAIL_IN_USE_MESSAGE } from "../../shared/sign-in-errors.ts";

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions["user"]>["validateUserInfo"]>;

export const EMAIL_IN_USE = { code: EMAIL_IN_USE_CODE, message: EMAIL_IN_USE_MESSAGE } as const;

export const refuseTakenEmail: ValidateUserInfo = async ({ user, source }, ctx) => {
  // New users and new links are found by this very address, so only a returning person can collide.
  if (source.action !== "sign-in" || typeof user.email !== "string") return;
  const holder = await ctx.context.internalAdapter.findUserByEmail(user.email);
  if (holder && holder.user.id !== user.id) {
    return { error: EMAIL_IN_USE.code, errorDescription: EMAIL_IN_USE.message };
  }
};
