import { t } from "../../i18n/i18n.ts";

/** What the system share sheet sends with a hang's link. */
export function shareInvite(hang: { name: string; hostName: string }) {
  const host = hang.hostName.trim().split(/\s+/)[0] || hang.hostName;
  return { title: hang.name, text: t("create.shareMessage", { host, hangName: hang.name }) };
}
