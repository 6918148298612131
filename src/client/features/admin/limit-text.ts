// A limit in force as a sentence in the page's language, from the server's data:
// "120 answers per address in a minute; 200 answers per hang in a minute".
import type { InstanceLimit, LimitScope, RateLimitName } from "../../../shared/admin.ts";
import type { MessageId, MessageValues } from "../../i18n/i18n.ts";

type Translate = (id: MessageId, values?: MessageValues) => string;

/** What each rule counts, with its count: "# new hangs". */
const COUNTED: Record<RateLimitName, MessageId> = {
  createHang: "admin.limitCreateHang",
  answer: "admin.limitAnswer",
  changeAnswer: "admin.limitChangeAnswer",
  suggest: "admin.limitSuggest",
  vote: "admin.limitVote",
  invite: "admin.limitInvite",
  placeSearch: "admin.limitPlaceSearch",
  calendarFetch: "admin.limitCalendarFetch",
  signIn: "admin.limitSignIn",
  createGroup: "admin.limitCreateGroup",
  feed: "admin.limitFeed",
  accessToken: "tokens.adminLimit",
};

const PER: Record<LimitScope, MessageId> = {
  address: "admin.limitPerAddress",
  hang: "admin.limitPerHang",
  account: "admin.limitPerAccount",
  group: "admin.limitPerGroup",
  recipient: "admin.limitPerRecipient",
};

/** "in a minute", "in 10 minutes", "in an hour", "in 2 hours", "in 45 seconds". */
function within(seconds: number, t: Translate): string {
  if (seconds % 3600 === 0) return t("admin.limitInHours", { hours: seconds / 3600 });
  if (seconds % 60 === 0) return t("admin.limitInMinutes", { minutes: seconds / 60 });
  return t("admin.limitInSeconds", { seconds });
}

export function limitText(limit: InstanceLimit, t: Translate): string {
  if ("points" in limit) {
    return limit.name === "maxAnswersPerHang"
      ? t("admin.limitAnswersPerHang", { count: limit.points })
      : t("admin.limitLivePages", { count: limit.points });
  }
  return limit.parts
    .map((part) =>
      t("admin.limitPart", {
        amount: t(COUNTED[limit.name], { count: part.points }),
        per: t(PER[part.per]),
        window: within(part.seconds, t),
      }),
    )
    .join("; ");
}
