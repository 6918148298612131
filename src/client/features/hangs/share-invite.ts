/** What the system share sheet sends with a hang's link. */
export function shareInvite(hang: { name: string; hostName: string }) {
  const host = hang.hostName.trim().split(/\s+/)[0] || hang.hostName;
  return { title: hang.name, text: `${host} invited you to ${hang.name}. Which times work for you?` };
}
