import { describe, expect, it } from "vitest";
import { parsePartKey, parseRevisionETag, parseThreadKey, partKey, revisionETag, threadKey } from "../../src/protocol/threadStore";

describe("thread store keys and revisions", () => {
  it("thread and part keys round-trip; a part id is after the last colon of a thread id that has colons", () => {
    expect(parseThreadKey(threadKey("t-1"))).toBe("t-1");
    expect(parsePartKey(partKey("ns:t-1", "p_2"))).toEqual({ threadId: "ns:t-1", partId: "p_2" });
  });

  it("foreign keys and invalid ids read as undefined", () => {
    expect(parseThreadKey("other:t-1")).toBeUndefined();
    expect(parseThreadKey(threadKey("has space"))).toBeUndefined();
    expect(parseThreadKey(threadKey(""))).toBeUndefined();
    expect(parsePartKey(threadKey("t"))).toBeUndefined();
    expect(parsePartKey("rui-page:no-part-id")).toBeUndefined();
    expect(parsePartKey(partKey("t", "bad.part"))).toBeUndefined();
  });

  it("a revision's ETag is read back, weak or strong, and nothing else is", () => {
    expect(revisionETag(3)).toBe('"3"');
    expect(parseRevisionETag(revisionETag(3))).toBe(3);
    expect(parseRevisionETag(' W/"12" ')).toBe(12);
    for (const bad of ["3", '"3", "4"', '"-1"', '"abc"', "*", '"1234567890123456"']) expect(parseRevisionETag(bad), bad).toBeUndefined();
  });
});
