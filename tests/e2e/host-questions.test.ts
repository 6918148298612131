// Host questions and the guest list file in a real browser (issue 48, items 3 and 5): the host adds
// a required choice question and an "everyone sees" text question on the edit page (a choice left
// blank is refused at its field); a guest who leaves the required one empty sees its message at the
// field, with the focus there, and answers it keyboard-only; the public list shows the everyone-sees
// answer; the host downloads the guest list. At phone width in English, at desktop width with the
// host's browser in Spanish. axe finds nothing in any of these states.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DESKTOP, openPage, PHONE } from "../support/browser.ts";
import { expectClean, see, serverAndBrowserForFile } from "../support/e2e.ts";
import { createHangViaApi, dismissWelcome, expectAccessible, slotGroups } from "../support/guest-flow.ts";
import { tabTo } from "../support/keyboard.ts";

const setup = serverAndBrowserForFile();

const WORDS = {
  en: {
    add: "Add a question",
    question: "Question",
    choiceKind: "One choice from a list",
    choice: (n: number) => `Choice ${n}`,
    required: /^Required/,
    everyone: "Everyone who opens the hang",
    writeChoice: "Write the choice or remove it",
    save: "Save changes",
    download: "Download guest list (CSV)",
    yes: "Yes",
  },
  es: {
    add: "Añadir una pregunta",
    question: "Pregunta",
    choiceKind: "Una opción de una lista",
    choice: (n: number) => `Opción ${n}`,
    required: /^Obligatoria/,
    everyone: "Todos los que abran la quedada",
    writeChoice: "Escribe la opción o quítala",
    save: "Guardar cambios",
    download: "Descargar la lista de invitados (CSV)",
    yes: "Sí",
  },
};

describe.each([
  ["phone", PHONE, "en" as const],
  ["desktop", DESKTOP, "es" as const],
])("at %s width", (label, viewport, language) => {
  it("asks the host's questions, refuses a required one left empty, and hands the host the guest list", async () => {
    const w = WORDS[language];
    const hang = await createHangViaApi(setup.server.url, { name: `Crêpes at ${label} width` });
    const host = await openPage(setup.browser, viewport, { locale: language === "es" ? "es-ES" : "en-US" });
    const guest = await openPage(setup.browser, viewport);
    try {
      // The host adds the two questions on the edit page.
      const page = host.page;
      await page.goto(`${setup.server.url}/edit/${hang.id}?token=${hang.editToken}`);
      await page.getByRole("button", { name: w.add }).click();
      await page.getByRole("textbox", { name: w.question, exact: true }).first().fill("Main course");
      await page.getByRole("radio", { name: w.choiceKind }).first().check();
      await page.getByRole("switch", { name: w.required }).first().click();
      await page.getByRole("textbox", { name: w.choice(1) }).fill("Fish");
      await page.getByRole("button", { name: w.add }).click();
      await page.getByRole("textbox", { name: w.question, exact: true }).nth(1).fill("Song request");
      await page.getByRole("radio", { name: w.everyone }).nth(1).check();
      // A choice left blank: said at the field, which takes the focus; nothing is saved.
      await page.getByRole("button", { name: w.save }).click();
      await see(page, w.writeChoice);
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label")?.endsWith("2"));
      await expectAccessible(page, `host's question editor with an error, ${label}`);
      await page.getByRole("textbox", { name: w.choice(2) }).fill("Pasta");
      await page.getByRole("button", { name: w.save }).click();
      await page.waitForURL(/\/hang\/.+\?host=true/);

      // The guest answers with the keyboard alone, leaving the required question empty at first.
      const g = guest.page;
      await g.goto(hang.url);
      await dismissWelcome(g);
      await slotGroups(g).first().waitFor();
      await g.getByRole("group", { name: "A few questions from Hana Host" }).waitFor();
      for (let slot = 0; slot < (await slotGroups(g).count()); slot++) {
        await tabTo(g, "Available");
        await g.keyboard.press("Space");
      }
      await tabTo(g, "Song request");
      await g.keyboard.type("Dancing Queen");
      await tabTo(g, "Your name");
      await g.keyboard.type("Zoë");
      await tabTo(g, "Who's joining?");
      await g.keyboard.type(`zoe-${label}@example.com`);
      await tabTo(g, "Submit Response");
      await g.keyboard.press("Enter");
      await see(g, "This question needs an answer");
      // The focus went to the question left empty: its first choice.
      expect(await g.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("Fish");
      await expectAccessible(g, `guest's form with a required question left empty, ${label}`);
      await g.keyboard.press("Space");
      await g.getByText("This question needs an answer").waitFor({ state: "detached" });
      await tabTo(g, "Submit Response");
      await g.keyboard.press("Enter");
      await g.getByRole("heading", { name: "Thanks for responding!" }).waitFor();

      // The everyone-sees answer shows on the public list; the host-only choice does not.
      await g.getByRole("button", { name: "See All" }).click();
      const answers = g.getByRole("list", { name: "Answers to questions" });
      await answers.getByText("Dancing Queen").waitFor();
      expect(await answers.getByText("Fish").count()).toBe(0);
      await expectAccessible(g, `guest page with the answers to questions, ${label}`);

      // The host sees both answers and downloads the guest list.
      const hostAnswers = page.getByRole("list", {
        name: language === "es" ? "Respuestas a las preguntas" : "Answers to questions",
      });
      await hostAnswers.getByText("Fish").waitFor();
      await expectAccessible(page, `host view with the answers and the download, ${label}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: w.download }).click(),
      ]);
      // The browser takes the full name, accents and all (filename*).
      expect(download.suggestedFilename()).toBe(
        `Crêpes at ${label} width - ${language === "es" ? "lista-de-invitados" : "guest-list"}.csv`,
      );
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString("utf8").slice(1).split("\r\n");
      expect(lines[0]).toContain("Main course,Song request");
      expect(lines[1]).toMatch(
        new RegExp(`^Zoë,zoe-${label}@example.com,${w.yes},${w.yes},1,,,Fish,Dancing Queen,`),
      );
      expectClean(host, guest);
    } finally {
      await host.close();
      await guest.close();
    }
  });
});
