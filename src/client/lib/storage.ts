// Everything this browser remembers. Every access is guarded: private modes can refuse storage.

const HOST_TOKENS = "hangs.hostTokens";
const RESPONSES = "hangs.responses";
/** The records kept per hang id: a browser that holds either for a hang is not new to it. */
export const PER_HANG_RECORDS = [HOST_TOKENS, RESPONSES] as const;
const HANG_TEMPLATE = "hangTemplate";
const HANG_FORM_DATA = "hangFormData";

export interface OwnResponse {
  responseId: string;
  /** Absent when the session proves ownership (signed in with the answer's e-mail). */
  secret?: string;
}

function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Storage full or refused: the feature degrades to this page view only.
    return false;
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

function readRecord(key: string): Record<string, unknown> {
  const value = readJson(key);
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The edit token of a hang this browser created. */
export function hostTokenFor(hangId: string): string | undefined {
  const token = readRecord(HOST_TOKENS)[hangId];
  return typeof token === "string" ? token : undefined;
}

/** Every hang this browser holds an edit token for, as the server's held-hangs call takes them. */
export function heldHostTokens(): { id: string; token: string }[] {
  return Object.entries(readRecord(HOST_TOKENS)).flatMap(([id, token]) =>
    typeof token === "string" ? [{ id, token }] : [],
  );
}

export function saveHostToken(hangId: string, editToken: string): void {
  writeJson(HOST_TOKENS, { ...readRecord(HOST_TOKENS), [hangId]: editToken });
}

/** The response this browser gave to a hang, with the secret that lets it change that response. */
export function ownResponseFor(hangId: string): OwnResponse | undefined {
  const entry = readRecord(RESPONSES)[hangId] as Partial<OwnResponse> | undefined;
  if (entry && typeof entry.responseId === "string" && typeof entry.secret === "string") {
    return { responseId: entry.responseId, secret: entry.secret };
  }
  return undefined;
}

export function saveOwnResponse(hangId: string, own: OwnResponse): void {
  writeJson(RESPONSES, { ...readRecord(RESPONSES), [hangId]: own });
}

export function forgetOwnResponse(hangId: string): void {
  const { [hangId]: _dropped, ...rest } = readRecord(RESPONSES);
  writeJson(RESPONSES, rest);
}

/**
 * The repeat template and the saved form draft. The template is read once, then removed; the draft
 * stays until the hang is created, so a reload (a phone dropping a background tab) cannot lose it —
 * unless a template came too: repeating a past hang starts a new plan.
 */
export function takeCreateDrafts(): { template: Record<string, unknown>; formData: Record<string, unknown> } {
  const template = readRecord(HANG_TEMPLATE);
  const formData = readRecord(HANG_FORM_DATA);
  remove(HANG_TEMPLATE);
  if (Object.keys(template).length > 0) remove(HANG_FORM_DATA);
  return { template, formData };
}

/** Keeps what the host has typed into the create form so far. */
export function saveCreateDraft(draft: Record<string, unknown>): void {
  writeJson(HANG_FORM_DATA, draft);
}

/** Drops the saved draft and template: the hang was created, or the host starts a new one. */
export function forgetCreateDrafts(): void {
  remove(HANG_TEMPLATE);
  remove(HANG_FORM_DATA);
}

const RECENT_VIBES = "hangs.recentVibes";
const RECENT_VIBES_KEPT = 8;

/** The catalogue vibes this browser's host created hangs with, the latest first. */
export function recentVibes(): string[] {
  const value = readJson(RECENT_VIBES);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function rememberVibe(vibe: string): void {
  writeJson(RECENT_VIBES, [vibe, ...recentVibes().filter((v) => v !== vibe)].slice(0, RECENT_VIBES_KEPT));
}

/** Saves the repeat template the create form reads once; false when the browser refuses storage. */
export function saveHangTemplate(template: Record<string, unknown>): boolean {
  return writeJson(HANG_TEMPLATE, template);
}

const INVITATIONS = "hangs.invitations";
const GUEST = "hangs.guest";
const ANSWER_DRAFT = "hangs.answerDraft.";

/** The key of the personal invitation this browser opened for a hang: it proves the invited address. */
export function invitationKeyFor(hangId: string): string | undefined {
  const key = readRecord(INVITATIONS)[hangId];
  return typeof key === "string" ? key : undefined;
}

export function saveInvitationKey(hangId: string, key: string): void {
  writeJson(INVITATIONS, { ...readRecord(INVITATIONS), [hangId]: key });
}

export function forgetInvitationKey(hangId: string): void {
  const { [hangId]: _dropped, ...rest } = readRecord(INVITATIONS);
  writeJson(INVITATIONS, rest);
}

/** The name and e-mail this browser last answered with, offered on the next hang. */
export interface RememberedGuest {
  name: string;
  email: string;
}

export function rememberedGuest(): RememberedGuest | undefined {
  const { name, email } = readRecord(GUEST);
  return typeof name === "string" && typeof email === "string" ? { name, email } : undefined;
}

export function rememberGuest(guest: RememberedGuest): void {
  writeJson(GUEST, guest);
}

// Drafts live in this tab only (sessionStorage): a reload keeps them, a shared computer's next
// visitor does not find them.
function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What the guest had typed and chosen in a hang's answer form before the page was reloaded. */
export function answerDraftFor(hangId: string): Record<string, unknown> | undefined {
  try {
    const text = session()?.getItem(ANSWER_DRAFT + hangId);
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveAnswerDraft(hangId: string, draft: Record<string, unknown>): void {
  try {
    session()?.setItem(ANSWER_DRAFT + hangId, JSON.stringify(draft));
  } catch {
    // Full or refused: the draft lasts as long as the page.
  }
}

export function forgetAnswerDraft(hangId: string): void {
  try {
    session()?.removeItem(ANSWER_DRAFT + hangId);
  } catch {
    // Nothing to do.
  }
}
