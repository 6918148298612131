import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.ts";

describe("csvCell", () => {
  it("writes every cell a spreadsheet would run as a formula inert", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tTab")).toBe("'\tTab");
    expect(csvCell("\rReturn")).toBe(`"'\rReturn"`);
  });

  it("quotes what needs quoting and leaves the rest", () => {
    expect(csvCell("José, Zoë")).toBe(`"José, Zoë"`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", 1, null, "=b"])).toBe("a,1,,'=b\r\n");
  });
});
