// The file of accepted messages holds exactly the ids whose database mark is still to come.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SentJournal } from "./sent-journal.ts";

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sent-journal-"));
  file = path.join(dir, "mail-sent.log");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const ids = (count: number) => Array.from({ length: count }, (_, i) => i.toString(16).padStart(32, "0"));
const idsOnDisk = () =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(" ")[0]);

it("is on disk at once, readable by others only as its owner, and empty once every id is marked", () => {
  const journal = new SentJournal(file);
  const [a, b] = ids(2) as [string, string];
  journal.accepted(a);
  journal.accepted(b);
  expect(idsOnDisk()).toEqual([a, b]);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  journal.marked(a);
  expect(idsOnDisk()).toEqual([a, b]);
  journal.marked(b);
  expect(fs.readFileSync(file, "utf8")).toBe("");
  journal.accepted(a);
  expect(idsOnDisk()).toEqual([a]);
  journal.close();
});

it("keeps only the unmarked ids when it grows large while marks are always pending", () => {
  const journal = new SentJournal(file);
  const many = ids(8000);
  // One id stays unmarked throughout, as under a steady stream of mail.
  journal.accepted(many[0]!);
  for (const id of many.slice(1)) {
    journal.accepted(id);
    journal.marked(id);
  }
  expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
  expect(idsOnDisk()).toContain(many[0]);
  journal.accepted(many[1]!);
  expect(idsOnDisk()).toEqual(expect.arrayContaining([many[0], many[1]]));
  journal.close();
});
