// Who votes and suggests from this browser: the name and e-mail the guest gave, with the proof the
// server asks for (docs/decisions/0007-voter-identity-and-waitlist.md): the voter key it handed
// out on the first vote or suggestion with that address, or the secret of the guest's own answer.
import { useMemo, useSyncExternalStore } from "react";
import { isIdentified } from "../../../shared/activities.ts";

const VOTER_KEYS = "hangs.voterKeys";

export interface Voter {
  name: string;
  email: string;
  voterKey?: string;
  responseSecret?: string;
}

type KeyStore = Record<string, Record<string, string>>;

function readKeys(): KeyStore {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(VOTER_KEYS) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as KeyStore) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
// Kept in memory too, so a key works for this page even when storage is refused.
let sessionKeys: KeyStore = {};

function keyFor(hangId: string, email: string): string | undefined {
  const address = email.trim().toLowerCase();
  const key = sessionKeys[hangId]?.[address] ?? readKeys()[hangId]?.[address];
  return typeof key === "string" ? key : undefined;
}

export function saveVoterKey(hangId: string, email: string, key: string): void {
  const address = email.trim().toLowerCase();
  sessionKeys = { ...sessionKeys, [hangId]: { ...sessionKeys[hangId], [address]: key } };
  const store = readKeys();
  store[hangId] = { ...store[hangId], [address]: key };
  try {
    window.localStorage.setItem(VOTER_KEYS, JSON.stringify(store));
  } catch {
    // Refused: votes still count, this browser just will not see them highlighted next time.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The voter for a name and e-mail, or undefined until both are given ("Guest" is no name). */
export function useVoter(
  hangId: string,
  name: string,
  email: string,
  ownAnswer?: { email: string; secret?: string },
): Voter | undefined {
  const voterKey = useSyncExternalStore(subscribe, () => keyFor(hangId, email));
  const ownEmail = ownAnswer?.email.toLowerCase();
  const ownSecret = ownAnswer?.secret;
  return useMemo(() => {
    if (!isIdentified(name, email)) return undefined;
    const address = email.trim();
    const voter: Voter = { name: name.trim(), email: address };
    if (voterKey) voter.voterKey = voterKey;
    if (ownSecret && ownEmail === address.toLowerCase()) voter.responseSecret = ownSecret;
    return voter;
  }, [name, email, voterKey, ownEmail, ownSecret]);
}

export function hasProof(voter: Voter | undefined): voter is Voter {
  return Boolean(voter?.voterKey || voter?.responseSecret);
}

export function proofHeaders(voter: Voter): Record<string, string> {
  const headers: Record<string, string> = {};
  if (voter.voterKey) headers["X-Voter-Key"] = voter.voterKey;
  if (voter.responseSecret) headers["X-Response-Secret"] = voter.responseSecret;
  return headers;
}
