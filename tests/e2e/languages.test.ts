// The guest page in the guest's language: chosen by the browser's Accept-Language, or by the
// footer's switcher (kept for the browser), with dates in that language's own form. The
// pseudo-locale (accented, lengthened English) finds text left untranslated in every state a guest
// reaches, and text that no longer fits a 360 px phone.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../src/server/i18n/catalogs.ts";
import type { MessageId } from "../../src/shared/i18n/catalogs/en.ts";
import { type Locale, PSEUDO_LOCALE } from "../../src/shared/i18n/locales.ts";
import { openPage } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { KEYS } from "../support/factories.ts";
import {
  afterTransitions,
  appTookOver,
  createHangViaApi,
  expectAccessible,
  pageUnhidden,
} from "../support/guest-flow.ts";
import { answeredHang, holdToken } from "../support/host-e2e.ts";
import { expectPhoneFriendly } from "../support/phone-checks.ts";
import { signInAsNewAccount } from "../support/sign-in.ts";

const setup = serverAndBrowserForFile({ PSEUDO_LOCALE: "true", ADMIN_EMAILS: "pia@example.com" });
const NARROW = { width: 360, height: 780 };

const say = (
  locale: Locale | typeof PSEUDO_LOCALE,
  id: MessageId,
  values?: Record<string, string | number>,
) => i18nFor(locale)._(id, values);

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The welcome note, in the page (not a dialog over it): named by its heading. */
const welcomeNote = (page: Page, locale: Locale | typeof PSEUDO_LOCALE) =>
  page.getByRole("region", { name: say(locale, "welcome.title") });

async function closeWelcome(page: Page, locale: Locale | typeof PSEUDO_LOCALE) {
  await appTookOver(page);
  await welcomeNote(page, locale)
    .getByRole("button", { name: say(locale, "welcome.gotIt") })
    .click();
  await welcomeNote(page, locale).waitFor({ state: "detached" });
}

describe.each([
  ["es", "es-MX", /viernes, 5 de marzo, 18:00\s?–\s?19:30/],
  ["de", "de-DE", /Freitag, 5\. März, 18:00\s?–\s?19:30/],
] as const)("in %s", (locale, browserLocale, firstSlot) => {
  it("welcomes a guest whose browser asks for it, and takes their answer in it", async () => {
    const hang = await createHangViaApi(setup.server.url, { name: `Café ${locale}` });
    const guest = await openPage(setup.browser, NARROW, { locale: browserLocale });
    try {
      await guest.page.goto(hang.url);
      expect(await pageLanguage(guest.page)).toBe(locale);
      await welcomeNote(guest.page, locale).waitFor();
      expect(await guest.page.getByRole("dialog").count()).toBe(0);
      await expectAccessible(guest.page, `welcome note (${locale})`);
      await expectPhoneFriendly(guest.page, `welcome note (${locale})`);
      await closeWelcome(guest.page, locale);

      await see(guest.page, say(locale, "hang.hostedBy", { hostName: "Hana Host" }));
      await see(guest.page, firstSlot);
      for (const available of await guest.page
        .getByRole("button", { name: say(locale, "answer.available"), exact: true })
        .all())
        await available.click();
      await guest.page.getByRole("textbox", { name: say(locale, "answer.yourName") }).fill("Lucía");
      await guest.page.getByRole("button", { name: say(locale, "answer.submitResponse") }).click();
      await see(guest.page, say(locale, "answer.emailRequired"));
      await expectAccessible(guest.page, `a missing e-mail (${locale})`);
      await expectPhoneFriendly(guest.page, `a missing e-mail (${locale})`);

      await guest.page
        .getByRole("textbox", { name: say(locale, "answer.whosJoining") })
        .fill(`lucia.${locale}@example.com`);
      await guest.page.getByRole("button", { name: say(locale, "answer.submitResponse") }).click();
      await guest.page.getByRole("heading", { name: say(locale, "responses.thanksTitle") }).waitFor();
      await expectAccessible(guest.page, `thanks (${locale})`);
      await expectPhoneFriendly(guest.page, `thanks (${locale})`);
      expectClean(guest);
    } finally {
      await guest.close();
    }
  });
});

/**
 * Chooses a language in the footer and waits for the page it reloads into: the reload comes after
 * the choice is saved, so the page's language, not a load event, says when it is there.
 */
async function switchLanguage(page: Page, locale: Locale) {
  await page.getByRole("combobox", { name: "Language" }).selectOption(locale);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
}

it("switches language from the footer and keeps the choice in this browser", async () => {
  const hang = await createHangViaApi(setup.server.url, { name: "Picnic" });
  const guest = await openPage(setup.browser, NARROW);
  try {
    await guest.page.goto(hang.url);
    await closeWelcome(guest.page, "en");
    await see(guest.page, "Hosted by Hana Host");
    await switchLanguage(guest.page, "de");
    expect(await pageLanguage(guest.page)).toBe("de");
    await see(guest.page, "Gastgeber: Hana Host");
    expect(await guest.page.getByRole("combobox", { name: "Sprache" }).inputValue()).toBe("de");
    await expectAccessible(guest.page, "guest page in German");

    // The browser still asks for English; its choice wins, on this page and the next.
    await guest.page.goto(`${setup.server.url}/hang/${hang.id}`);
    expect(await pageLanguage(guest.page)).toBe("de");
    await see(guest.page, "Gastgeber: Hana Host");
    expectClean(guest);
  } finally {
    await guest.close();
  }
});

/** Words of plain (unaccented) letters on the page: English no message gave. Data is left out. */
function englishLeft(page: Page, data: string[]): Promise<string[]> {
  return page.evaluate((allowed) => {
    const found: string[] = [];
    const check = (text: string, where: string) => {
      let rest = text;
      for (const known of allowed) rest = rest.replaceAll(known, " ");
      for (const word of rest.match(/[A-Za-z]{2,}/g) ?? [])
        found.push(`"${word}" in ${where}: ${text.trim().slice(0, 80)}`);
    };
    const visible = (el: Element) => el.checkVisibility();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code is names from configuration and the like (SIGN_UP, a queue's name): data.
      if (!parent || parent.closest("script, style, code") || !visible(parent)) continue;
      check(node.textContent ?? "", parent.tagName.toLowerCase());
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      if (!visible(el)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name);
        if (value) check(value, `${el.tagName.toLowerCase()}[${name}]`);
      }
    }
    check(document.title, "title");
    return found;
  }, data);
}

/**
 * Not messages: the hang's and people's own words, the time zone's city, the product's and the
 * sign-in provider's names, and each language's own name in the switcher.
 */
const DATA = [
  "Board games",
  "Hana Host",
  "Pia Pseudo",
  "pia@example.com",
  "New York",
  "Hangs",
  "Local Account",
  "English",
  "Español",
  "Deutsch",
  PSEUDO_LOCALE,
];

/**
 * Intl has no pseudo-locale, so its dates are English ones: month and weekday names and AM/PM are
 * data here. Spanish and German dates are checked in those languages.
 */
const ENGLISH_DATE_WORDS = (() => {
  const names = new Set<string>(["AM", "PM"]);
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 1));
    for (const style of ["long", "short"] as const)
      names.add(new Intl.DateTimeFormat("en-US", { month: style, timeZone: "UTC" }).format(date));
  }
  for (let day = 1; day <= 7; day++) {
    const date = new Date(Date.UTC(2026, 1, day));
    for (const style of ["long", "short"] as const)
      names.add(new Intl.DateTimeFormat("en-US", { weekday: style, timeZone: "UTC" }).format(date));
    names.add(
      new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(date).slice(0, 2),
    );
  }
  // Longest first, so "September" goes before "Sep" would leave "tember".
  return [...names].sort((a, b) => b.length - a.length);
})();

async function expectAllTranslated(page: Page, data: string[], where: string) {
  await afterTransitions(page);
  expect(await englishLeft(page, [...data, ...ENGLISH_DATE_WORDS]), `English left on ${where}`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width on ${where}`).toBeLessThanOrEqual(NARROW.width);
}

it("leaves no English text in any state of the guest page, and nothing overflows at 360 px", async () => {
  const hang = await createHangViaApi(setup.server.url, { name: "Board games" });
  const guest = await openPage(setup.browser, NARROW);
  const data = [...DATA, "sam@example.com", "https://calendar.google.com/calendar/ical/…/basic.ics", "Sam"];
  try {
    await guest.page
      .context()
      .addCookies([{ name: "hangs-lang", value: PSEUDO_LOCALE, url: setup.server.url }]);
    await guest.page.goto(hang.url);
    expect(await pageLanguage(guest.page)).toBe(PSEUDO_LOCALE);
    await welcomeNote(guest.page, PSEUDO_LOCALE).waitFor();
    await expectAllTranslated(guest.page, data, "the welcome note");
    await closeWelcome(guest.page, PSEUDO_LOCALE);
    await expectAllTranslated(guest.page, data, "the answer form");

    await guest.page.getByRole("button", { name: say(PSEUDO_LOCALE, "answer.submitResponse") }).click();
    await see(guest.page, say(PSEUDO_LOCALE, "answer.nameRequired"));
    await expectAllTranslated(guest.page, data, "the form's errors");

    await guest.page
      .getByRole("button", { name: say(PSEUDO_LOCALE, "calendarCheck.checkMyCalendar") })
      .click();
    await guest.page.getByRole("dialog").waitFor();
    await expectAllTranslated(guest.page, data, "the calendar check dialog");
    await guest.page.keyboard.press("Escape");
    await guest.page.getByRole("dialog").waitFor({ state: "detached" });
    await pageUnhidden(guest.page);

    for (const available of await guest.page
      .getByRole("button", { name: say(PSEUDO_LOCALE, "answer.available"), exact: true })
      .all())
      await available.click();
    await guest.page.getByRole("textbox", { name: say(PSEUDO_LOCALE, "answer.yourName") }).fill("Pia Pseudo");
    await guest.page
      .getByRole("textbox", { name: say(PSEUDO_LOCALE, "answer.whosJoining") })
      .fill("pia@example.com");
    await guest.page.getByRole("button", { name: say(PSEUDO_LOCALE, "answer.submitResponse") }).click();
    await guest.page.getByRole("heading", { name: say(PSEUDO_LOCALE, "responses.thanksTitle") }).waitFor();
    await expectAllTranslated(guest.page, data, "the thanks view");

    await guest.page.getByRole("button", { name: say(PSEUDO_LOCALE, "responses.seeAll") }).click();
    await see(guest.page, say(PSEUDO_LOCALE, "responses.heading"));
    await expectAllTranslated(guest.page, data, "everyone's answers");
    expectClean(guest);
  } finally {
    await guest.close();
  }
});

it("leaves no English on the create page, the host's pages or a signed-in person's pages", async () => {
  const hang = await answeredHang(setup.server.url, { name: "Board games" }, [
    ["Gita", { [KEYS[0]]: "yes", [KEYS[1]]: "maybe" }],
  ]);
  const person = await openPage(setup.browser, NARROW);
  const data = [
    ...DATA,
    "Gita",
    "gita@example.com",
    "Pia's board game club",
    "Katmandu",
    "Alex",
    "alex@example.com",
    "friend@example.com",
  ];
  const visit = async (path: string, where: string, ready: MessageId) => {
    await person.page.goto(`${setup.server.url}${path}`);
    await see(person.page, say(PSEUDO_LOCALE, ready));
    await pageUnhidden(person.page);
    await expectAllTranslated(person.page, data, where);
  };
  try {
    // Signed in first, in English: the provider's own chooser is not part of the app.
    await person.page.goto(`${setup.server.url}/`);
    await signInAsNewAccount(person.page, "Pia Pseudo", "pia@example.com");
    await person.page.getByRole("button", { name: "Account menu for Pia Pseudo" }).waitFor();
    const group = await person.page.request.post(`${setup.server.url}/api/groups`, {
      headers: { Origin: setup.server.url },
      data: { name: "Pia's board game club" },
    });
    expect(group.status()).toBe(201);
    const { id: groupId } = (await group.json()) as { id: string };
    await holdToken(person.page, hang);
    const token = encodeURIComponent(hang.editToken);
    await person.page
      .context()
      .addCookies([{ name: "hangs-lang", value: PSEUDO_LOCALE, url: setup.server.url }]);

    await visit("/", "the create page", "create.title");
    await visit(`/hang/${hang.id}?host=true`, "the host's view", "responses.heading");
    await visit(`/edit/${hang.id}?token=${token}`, "the edit page", "host.saveChanges");
    await visit(`/cancel/${hang.id}?token=${token}`, "the cancel page", "host.cancelHang");
    await visit("/dashboard", "the dashboard", "dashboard.title");
    await visit("/account", "the account page", "dashboard.accountTitle");
    await visit(`/groups/${groupId}`, "the group page", "groups.overview");
    await visit("/no-such-page", "the not-found page", "dashboard.notFoundHeading");
    // The server's refusal of the link, in the page's language.
    await visit("/unsubscribe?t=not-a-token", "the unsubscribe page", "dashboard.badLink");
    // Pia is this instance's admin: every tab of the admin page. The provider's addresses are data.
    const issuer = `${setup.server.url.replace("127.0.0.1", "localhost")}/dev-idp`;
    const migrations = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as {
      entries: { tag: string }[];
    };
    data.push(
      `${issuer}/.well-known/openid-configuration`,
      issuer,
      "p•••@example.com",
      migrations.entries.at(-1)!.tag,
      "PostgreSQL",
    );
    await visit("/admin", "the admin page's mail tab", "admin.queued");
    const tabs: [MessageId, MessageId][] = [
      ["admin.tabSignIn", "admin.failuresTitle"],
      ["admin.tabPeople", "admin.peopleText"],
      ["admin.tabInstance", "admin.thisInstance"],
      ["admin.tabAudit", "admin.auditText"],
    ];
    for (const [tab, ready] of tabs) {
      await person.page.getByRole("tab", { name: say(PSEUDO_LOCALE, tab) }).click();
      await see(person.page, say(PSEUDO_LOCALE, ready));
      await expectAllTranslated(person.page, data, `the admin page's ${tab} tab`);
    }
    expect(person.errors).toEqual([]);
    // The one page that is not there says so with its status too.
    expect(person.failedRequests).toEqual([
      "404 GET /no-such-page",
      expect.stringMatching(/^400 GET \/api\/unsubscribe/),
    ]);
  } finally {
    await person.close();
  }
});

it("keeps a signed-in person's choice with the account, so their other browser opens in it", async () => {
  const first = await openPage(setup.browser, NARROW);
  const second = await openPage(setup.browser, NARROW);
  try {
    await first.page.goto(`${setup.server.url}/`);
    await signInAsNewAccount(first.page, "Lena Lang", "lena@example.com");
    await first.page.getByRole("button", { name: "Account menu for Lena Lang" }).waitFor();
    await switchLanguage(first.page, "es");
    expect(await pageLanguage(first.page)).toBe("es");
    await see(first.page, say("es", "create.title"));

    // Another browser, asking for English: signed in as the same person, it turns Spanish.
    await second.page.goto(`${setup.server.url}/`);
    expect(await pageLanguage(second.page)).toBe("en");
    await signInAsNewAccount(second.page, "Lena Lang", "lena@example.com");
    await second.page
      .getByRole("button", { name: say("es", "dashboard.accountMenuFor", { name: "Lena Lang" }) })
      .waitFor();
    expect(await pageLanguage(second.page)).toBe("es");
    expectClean(first, second);
  } finally {
    await first.close();
    await second.close();
  }
});
