// The people who signed in through the local provider on this machine, newest first, kept in a
// small JSON file so the account chooser can list them again after a restart.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface LocalAccount {
  /** Stable subject derived from the e-mail, so the same person keeps the same account. */
  sub: string;
  email: string;
  name: string;
}

const MAX_REMEMBERED = 12;

export function subjectFor(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

export class AccountBook {
  #accounts: LocalAccount[];

  constructor(private readonly file: string | undefined) {
    this.#accounts = file ? readAccounts(file) : [];
  }

  list(): readonly LocalAccount[] {
    return this.#accounts;
  }

  find(sub: string): LocalAccount | undefined {
    return this.#accounts.find((a) => a.sub === sub);
  }

  /** Adds or refreshes an account and moves it to the top of the list. */
  remember(email: string, name: string): LocalAccount {
    const account = { sub: subjectFor(email), email: email.trim().toLowerCase(), name: name.trim() };
    this.#accounts = [account, ...this.#accounts.filter((a) => a.sub !== account.sub)].slice(
      0,
      MAX_REMEMBERED,
    );
    if (this.file) {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(this.#accounts, null, 2));
    }
    return account;
  }
}

function readAccounts(file: string): LocalAccount[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (a): a is LocalAccount =>
        typeof a?.sub === "string" && typeof a?.email === "string" && typeof a?.name === "string",
    );
  } catch {
    // No file yet (first sign-in) or an unreadable one: start with an empty list.
    return [];
  }
}
