import { describe, expect, it } from "vitest";
import { mailedResponse, withoutMailedResponse } from "./mailed-link.ts";

describe("mailed response links", () => {
  it("reads the response id and secret only when both are there", () => {
    expect(mailedResponse("?response=r1&key=s3cret")).toEqual({ responseId: "r1", secret: "s3cret" });
    expect(mailedResponse("?response=r1")).toBeUndefined();
    expect(mailedResponse("?key=s3cret")).toBeUndefined();
    expect(mailedResponse("?response=&key=s3cret")).toBeUndefined();
    expect(mailedResponse("")).toBeUndefined();
  });

  it("removes the two parameters and keeps the rest of the address", () => {
    expect(withoutMailedResponse("http://x.test/hang/h1?response=r1&key=s%2B1")).toBe("/hang/h1");
    expect(withoutMailedResponse("http://x.test/hang/h1?host=true&response=r1&key=s1#top")).toBe(
      "/hang/h1?host=true#top",
    );
  });
});
