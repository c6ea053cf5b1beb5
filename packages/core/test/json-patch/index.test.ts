import { describe, expect, it } from "vitest";
import { jsonPatch } from "../../src/json-patch/index";

describe("jsonPatch", () => {
  it("applies RFC 6902 operations to a copy, never to the document it was given", () => {
    const document = { steps: ["a"], meta: { n: 1 } };
    const result = jsonPatch.apply(document, [
      { op: "add", path: "/steps/-", value: "b" },
      { op: "replace", path: "/meta/n", value: 2 },
    ]);
    expect(result).toEqual({ document: { steps: ["a", "b"], meta: { n: 2 } } });
    expect(document).toEqual({ steps: ["a"], meta: { n: 1 } });
  });

  it("a failing or invalid patch gives only the error's name, never the document's content", () => {
    const document = { secret: "do-not-quote-me" };
    const failed = jsonPatch.apply(document, [{ op: "test", path: "/secret", value: "other" }]);
    expect(failed).toEqual({ error: expect.any(String) });
    expect(JSON.stringify(failed)).not.toContain("do-not-quote-me");
    const invalid = jsonPatch.apply(document, [{ op: "frobnicate", path: "/x" }]);
    expect(invalid).toEqual({ error: expect.any(String) });
  });
});
