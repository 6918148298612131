// What each audience sees of who is bringing what: the host, full names; everyone else, first
// names, and "Anonymous" for a guest who kept their answer private (as the responses view does).
import type { BringClaimView, BringItemView } from "../../../shared/bring-list.ts";
import { ANONYMOUS } from "../responses/views.ts";
import type { ListedClaim, ListedItem } from "./queries.ts";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function claimView(claim: ListedClaim, isHost: boolean): BringClaimView {
  const name = isHost ? claim.guestName : claim.isPublic ? firstName(claim.guestName) : ANONYMOUS;
  return { id: claim.id, responseId: claim.responseId, name };
}

export function bringListView(items: ListedItem[], isHost: boolean): BringItemView[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    claims: item.claims.map((claim) => claimView(claim, isHost)),
  }));
}
