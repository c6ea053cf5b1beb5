// OpenRouter's streamed reasoning_details: fragments merged by index into whole entries that go back unmodified;
// unknown types kept for the round trip but not shown; bad input reported, never thrown.
import { describe, expect, it } from "vitest";
import { MAX_REASONING_DETAILS, ReasoningDetailsAccumulator } from "../../src/chat/details";

const accumulator = () => {
  const reports: string[] = [];
  return { acc: new ReasoningDetailsAccumulator((code) => reports.push(code)), reports };
};

describe("ReasoningDetailsAccumulator", () => {
  it("concatenates text, summary and data by index, keeps the first id/signature, and says what each fragment shows", () => {
    const { acc, reports } = accumulator();
    expect(acc.add({ type: "reasoning.text", index: 0, id: "rd1", text: "Step " })).toEqual({ text: "Step ", summary: false });
    expect(acc.add({ type: "reasoning.summary", index: 1, summary: "Plan" })).toEqual({ text: "Plan", summary: true });
    expect(acc.add({ type: "reasoning.text", index: 0, text: "one.", signature: "sig" })).toEqual({ text: "one.", summary: false });
    expect(acc.add({ type: "reasoning.encrypted", index: 2, data: "AAA" })).toEqual({ text: "", summary: false });
    acc.add({ type: "reasoning.encrypted", index: 2, data: "BBB" });
    expect(acc.entries).toEqual([
      { type: "reasoning.text", index: 0, id: "rd1", text: "Step one.", signature: "sig" },
      { type: "reasoning.summary", index: 1, summary: "Plan" },
      { type: "reasoning.encrypted", index: 2, data: "AAABBB" },
    ]);
    expect(reports).toEqual([]);
  });

  it("keeps unknown types for the round trip without showing them, and ignores non-objects with a report", () => {
    const { acc, reports } = accumulator();
    expect(acc.add({ type: "reasoning.future", index: 0, text: "not shown" })).toEqual({ text: "", summary: false });
    expect(acc.add("junk")).toEqual({ text: "", summary: false });
    expect(acc.add(null)).toEqual({ text: "", summary: false });
    expect(acc.entries).toEqual([{ type: "reasoning.future", index: 0, text: "not shown" }]);
    expect(reports).toEqual(["reasoning_detail_unknown", "reasoning_detail_invalid", "reasoning_detail_invalid"]);
  });

  it("a fragment without index continues the previous index-less entry of its type, else starts one", () => {
    const { acc, reports } = accumulator();
    acc.add({ type: "reasoning.text", text: "a" });
    acc.add({ type: "reasoning.text", text: "b" });
    acc.add({ type: "reasoning.summary", summary: "s" });
    expect(acc.entries).toEqual([
      { type: "reasoning.text", text: "ab" },
      { type: "reasoning.summary", summary: "s" },
    ]);
    expect(reports.every((code) => code === "reasoning_detail_without_index")).toBe(true);
  });

  it("take() hands over the entries and starts afresh (an index seen before opens a new entry)", () => {
    const { acc } = accumulator();
    acc.add({ type: "reasoning.text", index: 0, text: "first" });
    expect(acc.take()).toEqual([{ type: "reasoning.text", index: 0, text: "first" }]);
    expect(acc.entries).toEqual([]);
    acc.add({ type: "reasoning.text", index: 0, text: "second" });
    expect(acc.take()).toEqual([{ type: "reasoning.text", index: 0, text: "second" }]);
  });

  it("keeps at most MAX_REASONING_DETAILS entries and reports the overflow", () => {
    const { acc, reports } = accumulator();
    for (let i = 0; i <= MAX_REASONING_DETAILS; i++) acc.add({ type: "reasoning.encrypted", index: i, data: "x" });
    expect(acc.entries).toHaveLength(MAX_REASONING_DETAILS);
    expect(reports).toEqual(["reasoning_details_overflow"]);
  });
});
