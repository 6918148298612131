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

/** The repeat template and saved form draft: each is read once, then removed. */
export function takeCreateDrafts(): { template: Record<string, unknown>; formData: Record<string, unknown> } {
  const template = readRecord(HANG_TEMPLATE);
  const formData = readRecord(HANG_FORM_DATA);
  remove(HANG_TEMPLATE);
  remove(HANG_FORM_DATA);
  return { template, formData };
}

/** Saves the repeat template the create form reads once; false when the browser refuses storage. */
export function saveHangTemplate(template: Record<string, unknown>): boolean {
  return writeJson(HANG_TEMPLATE, template);
}
