// What the host's browser tests share: a hang made and answered through the API, the host's token
// in the browser (as the creating browser has it), and counting messages in the dev mailbox.
import type { Page } from "playwright-core";
import type { CreateHangInput } from "../../src/shared/hang.ts";
import { responseInput } from "./factories.ts";
import { createHangViaApi } from "./guest-flow.ts";
import type { Availability } from "./host-flow.ts";

export interface HangForHost {
  id: string;
  editToken: string;
  url: string;
}

/** A hang whose guests answered in the order given (name → name@example.com, public). */
export async function answeredHang(
  baseUrl: string,
  overrides: Partial<CreateHangInput>,
  guests: [name: string, availability: Availability][],
  invited: string[] = [],
): Promise<HangForHost> {
  const hang = await createHangViaApi(baseUrl, overrides);
  for (const [name, availability] of guests) {
    const body = responseInput({
      guestName: name,
      guestEmail: `${name.toLowerCase()}@example.com`,
      timeSlotAvailability: availability,
    });
    await post(baseUrl, `/api/hangs/${hang.id}/responses`, body);
  }
  for (const email of invited) await post(baseUrl, `/api/hangs/${hang.id}/invite`, { email }, hang.editToken);
  return hang;
}

/** A POST as a browser on the app's origin would send it (with the host's token when given). */
export async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: baseUrl,
      ...(token ? { "X-Edit-Token": token } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** This browser holds the hang's edit token, as the browser that created it does. */
export async function holdToken(page: Page, hang: HangForHost) {
  await page.context().addInitScript(
    ([id, token]) => {
      const key = "hangs.hostTokens";
      const tokens = JSON.parse(localStorage.getItem(key) ?? "{}");
      localStorage.setItem(key, JSON.stringify({ ...tokens, [id as string]: token }));
    },
    [hang.id, hang.editToken],
  );
}

/** Waits until the dev mailbox lists `count` messages whose subject contains `text`. */
export async function waitForMail(baseUrl: string, text: string, count: number) {
  const deadline = Date.now() + 15_000;
  let seen = 0;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${baseUrl}/dev/mail`)).text();
    const decoded = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    seen = decoded.split(text).length - 1;
    if (seen === count) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Expected ${count} messages with "${text}" in the dev mailbox, saw ${seen}`);
}

/** An answer given through the API, its secret kept in `page`'s browser as answering there would. */
export async function answeredInBrowser(
  page: Page,
  baseUrl: string,
  hangId: string,
  guest: { name: string; email: string },
) {
  const answer = (await post(
    baseUrl,
    `/api/hangs/${hangId}/responses`,
    responseInput({ guestName: guest.name, guestEmail: guest.email }),
  )) as { id: string; secret: string };
  await page.context().addInitScript(
    ([id, own]) => {
      const key = "hangs.responses";
      const stored = JSON.parse(localStorage.getItem(key) ?? "{}");
      localStorage.setItem(key, JSON.stringify({ ...stored, [id as string]: JSON.parse(own as string) }));
    },
    [hangId, JSON.stringify({ responseId: answer.id, secret: answer.secret })],
  );
  return answer;
}
