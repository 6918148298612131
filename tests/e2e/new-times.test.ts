// After a reschedule, as the people involved meet it on a phone: the host removes Saturday and adds
// Monday; a guest who answered in Spanish opens the "New times" mail's link and lands on her answer's
// form (not "You've already responded"), Monday marked new and unanswered, Friday's answer kept;
// she answers Monday and saves. The host sees who the new times still wait on, never as "Can't go".
// axe-core in every state.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../src/server/i18n/catalogs.ts";
import type { MessageId } from "../../src/shared/i18n/catalogs/en.ts";
import { makeSlot } from "../../src/shared/time-slots.ts";
import { openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS, responseInput, SLOTS } from "../support/factories.ts";
import { createHangViaApi, expectAccessible } from "../support/guest-flow.ts";
import { holdToken } from "../support/host-e2e.ts";

const setup = serverAndBrowserForFile();
const es = (id: MessageId, values?: Record<string, string | number>) => i18nFor("es")._(id, values);
const monday = makeSlot("2027-03-08", "18:00", "1.5h");

/** An answer as a guest's browser in `language` sends it; returns its id. */
async function answerAs(hangId: string, name: string, language: string, availability: object) {
  const res = await fetch(`${setup.server.url}/api/hangs/${hangId}/responses`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: setup.server.url, "Accept-Language": language },
    body: JSON.stringify(
      responseInput({
        guestName: name,
        guestEmail: `${name.toLowerCase()}@example.com`,
        timeSlotAvailability: availability as Record<string, "yes" | "no" | "maybe">,
      }),
    ),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The link of the mail about this answer whose button reads `label`, from the dev mailbox. */
async function mailedLink(responseId: string, label: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const list = await (await fetch(`${setup.server.url}/dev/mail`)).text();
    for (const [, id] of list.matchAll(/\/dev\/mail\/([0-9a-f-]{36})/g)) {
      const html = await (await fetch(`${setup.server.url}/dev/mail/${id}/html`)).text();
      const link = new RegExp(`href="([^"]+response=${responseId}[^"]+)"[^>]*>${label}<`).exec(html)?.[1];
      if (link) return link.replaceAll("&amp;", "&");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${label}" link for answer ${responseId} in the dev mailbox`);
}

/** The number on the host's count tile with this label. */
const tile = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

describe("new times after a reschedule, at phone width", () => {
  it("opens the mailed link on the answer's form with the new time marked, and the host's counts follow", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: "Cena del viernes" });
    const anaId = await answerAs(hang.id, "Ana", "es-ES", { [KEYS[0]]: "no", [KEYS[1]]: "yes" });
    await answerAs(hang.id, "Ben", "en-US", { [KEYS[1]]: "yes" });
    const edit = await fetch(`${setup.server.url}/api/hangs/${hang.id}/edit`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Edit-Token": hang.editToken },
      body: JSON.stringify({ timeSlots: [SLOTS[0], monday] }),
    });
    expect(((await edit.json()) as { rePolled: number }).rePolled).toBe(2);

    const host = await openPage(setup.browser, PHONE);
    const guest = await openPage(setup.browser, PHONE, { locale: "es-ES" });
    try {
      await holdToken(host.page, hang);
      await host.page.goto(`${hang.url}?host=true`);
      await host.page.getByRole("heading", { name: "Cena del viernes" }).waitFor();
      await see(host.page, "2 guests haven't answered the new times yet.");
      expect(await tile(host.page, "Can't go").textContent()).toBe("0");
      await expectAccessible(host.page, "host view, two guests asked about the new times");

      // Ana's mail is in the language she answered in.
      const link = await mailedLink(anaId, "Responder a los nuevos horarios");
      const page = guest.page;
      await page.goto(link);
      const heading = page.getByRole("heading", { name: es("answer.newTimesTitle") });
      await heading.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === "H2");
      await see(page, es("answer.newTimesText", { hostName: "Hana Host" }));
      expect(await page.getByText(es("answer.alreadyResponded")).count()).toBe(0);
      expect(await page.getByText(es("responses.alreadyResponded")).count()).toBe(0);
      await page.waitForURL((url) => !url.search.includes("key="));

      const slots = page.getByRole("group", { name: /^(viernes|lunes), \d+ de marzo/ });
      expect(await slots.count()).toBe(2);
      const friday = slots.filter({ hasText: /^viernes/ });
      const mondaySlot = slots.filter({ hasText: /^lunes/ });
      // Friday's "no" is kept; Monday is marked new and not answered yet, in words as well as looks.
      const pressed = (slot: typeof friday, name: string) =>
        slot.getByRole("button", { name, exact: true }).getAttribute("aria-pressed");
      expect(await pressed(friday, es("answer.notAvailable"))).toBe("true");
      expect(await friday.getByText(es("answer.newTime")).count()).toBe(0);
      await mondaySlot.getByText(es("answer.newTime"), { exact: true }).waitFor();
      await mondaySlot.getByText(es("answer.newTimeOpen"), { exact: true }).waitFor();
      for (const answer of ["answer.available", "answer.maybe", "answer.notAvailable"] as const) {
        expect(await pressed(mondaySlot, es(answer))).toBe("false");
      }
      const described = await mondaySlot.evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" · "),
      );
      expect(described).toBe(`${es("answer.newTime")} · ${es("answer.newTimeOpen")}`);
      await expectAccessible(page, "the new times' form, Monday open (es)");

      await mondaySlot.getByRole("button", { name: es("answer.available"), exact: true }).click();
      expect(await pressed(mondaySlot, es("answer.available"))).toBe("true");
      expect(await mondaySlot.getByText(es("answer.newTimeOpen")).count()).toBe(0);
      await expectAccessible(page, "the new times' form, Monday answered (es)");

      await page.getByRole("button", { name: es("answer.updateResponse") }).click();
      await page.getByRole("heading", { name: es("responses.thanksTitle") }).waitFor();
      await expectAccessible(page, "thanks screen after answering the new times (es)");

      // Ana is going now; Ben is still waited for, and nobody is counted as "Can't go".
      await host.page.reload();
      await see(host.page, "1 guest hasn't answered the new times yet.");
      expect(await tile(host.page, "Going").textContent()).toBe("1");
      expect(await tile(host.page, "Can't go").textContent()).toBe("0");
      await expectAccessible(host.page, "host view, one guest still asked about the new times");
      expectClean(host, guest);
    } finally {
      await Promise.all([host.close(), guest.close()]);
    }
  });
});
