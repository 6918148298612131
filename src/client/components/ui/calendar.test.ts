import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Calendar, labelDayButton } from "./calendar.tsx";

const month = new Date(2027, 2, 1);
const render = (props: Parameters<typeof Calendar>[0]) =>
  renderToStaticMarkup(createElement(Calendar, { defaultMonth: month, ...props }));

describe("the calendar", () => {
  it("offers month and year dropdowns over the months it is given", () => {
    const html = render({
      mode: "single",
      captionLayout: "dropdown",
      startMonth: new Date(2026, 0, 1),
      endMonth: new Date(2028, 11, 31),
    });
    expect(html).toContain('aria-label="Choose the Month"');
    expect(html).toContain('aria-label="Choose the Year"');
    for (const year of ["2026", "2027", "2028"]) expect(html).toContain(`>${year}</option>`);
    expect(html).not.toContain(">2029</option>");
  });

  it("selects a single day, several days (within min/max) or a range (within min/max days)", () => {
    const single = render({ mode: "single", selected: new Date(2027, 2, 5) });
    expect(single).toContain('aria-label="Friday, March 5, 2027, selected"');
    const multiple = render({
      mode: "multiple",
      min: 1,
      max: 2,
      selected: [new Date(2027, 2, 5), new Date(2027, 2, 9)],
    });
    expect(multiple.match(/, selected"/g)).toHaveLength(2);
    expect(multiple).toContain('aria-multiselectable="true"');
    const range = render({
      mode: "range",
      min: 2,
      max: 5,
      selected: { from: new Date(2027, 2, 5), to: new Date(2027, 2, 8) },
    });
    expect(range.match(/, selected"/g)).toHaveLength(4);
    expect(range).toContain("rdp-range_middle");
  });

  it("names each day with its visible number as a word", () => {
    expect(labelDayButton(new Date(2026, 10, 1), {})).toBe("Sunday, November 1, 2026");
    expect(labelDayButton(new Date(2026, 10, 22), { today: true, selected: true })).toBe(
      "Today, Sunday, November 22, 2026, selected",
    );
  });
});
