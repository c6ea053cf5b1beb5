import { describe, expect, it } from "vitest";
import { hiddenReasonOf, readReasoningUiMetadata, reasoningUiMetadata } from "../../src/protocol/reasoningUiMetadata";

describe("the reasoningUi metadata convention", () => {
  it("reasoningUiMetadata writes what readReasoningUiMetadata reads", () => {
    const metadata = reasoningUiMetadata({ hidden: "redacted", summary: false });
    expect(metadata).toEqual({ reasoningUi: { hidden: "redacted", summary: false } });
    expect(readReasoningUiMetadata({ metadata })).toEqual({ hidden: "redacted", summary: false });
  });

  it("reads foreign or malformed metadata as nothing, never throwing", () => {
    for (const metadata of [undefined, null, "x", 3, { reasoningUi: "x" }, { reasoningUi: null }, { other: {} }]) expect(readReasoningUiMetadata({ metadata })).toBeUndefined();
    expect(readReasoningUiMetadata(undefined)).toBeUndefined();
  });

  it("hiddenReasonOf takes one of the four reasons only", () => {
    for (const reason of ["encrypted", "redacted", "omitted", "hidden"] as const) expect(hiddenReasonOf({ metadata: reasoningUiMetadata({ hidden: reason }) })).toBe(reason);
    expect(hiddenReasonOf({ metadata: { reasoningUi: { hidden: "secret" } } })).toBeUndefined();
    expect(hiddenReasonOf({ metadata: [] })).toBeUndefined();
    expect(hiddenReasonOf(undefined)).toBeUndefined();
  });
});
