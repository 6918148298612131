import { describe, expect, it } from "vitest";
import { dateTimeFormat, knowsTimeZone } from "./intl-formats.ts";

describe("dateTimeFormat", () => {
  it("formats as a new Intl.DateTimeFormat would, and makes each locale and option set once", () => {
    const options = { weekday: "long", hour: "numeric", timeZone: "Europe/Berlin" } as const;
    const instant = new Date("2027-03-05T17:00:00Z");
    const format = dateTimeFormat("de-DE", options);
    expect(format.format(instant)).toBe(new Intl.DateTimeFormat("de-DE", options).format(instant));
    expect(dateTimeFormat("de-DE", { ...options })).toBe(format);
    expect(dateTimeFormat("de-DE", { ...options, timeZone: "Asia/Kathmandu" })).not.toBe(format);
    expect(dateTimeFormat("es-ES", options)).not.toBe(format);
  });

  it("refuses a zone it has no rules for, every time it is asked", () => {
    expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(knowsTimeZone("Mars/Olympus")).toBe(false);
    expect(knowsTimeZone("")).toBe(false);
    expect(knowsTimeZone("America/New_York")).toBe(true);
  });
});
