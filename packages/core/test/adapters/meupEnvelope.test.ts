import { describe, expect, it } from "vitest";
import { correlations, jsonSafe, meupStepText, readMeupEnvelope, type MeupEnvelope } from "../../src/adapters/meupEnvelope";

const env = (e: Record<string, unknown>) => e as unknown as MeupEnvelope;

describe("reading MEUP envelopes", () => {
  it("reads both ADR revisions into one form: slash kinds by payload.reasoning_id, dotted kinds by id / context", () => {
    expect(readMeupEnvelope(env({ kind: "reasoning/start", payload: { reasoning_id: "r1", description: "Plan", parent_message: "m0" } }))).toEqual({ op: "start", reasoningId: "r1", description: "Plan", parentMessageId: "m0" });
    expect(readMeupEnvelope(env({ kind: "reasoning/step", payload: { reasoning_id: "r1", type: "analysis", content: { analysis: "A" } } }))).toEqual({ op: "step", reasoningId: "r1", type: "analysis", content: { analysis: "A" } });
    expect(readMeupEnvelope(env({ kind: "reasoning/end", payload: { reasoning_id: "r1", conclusion: "Done", key_factors: ["a", 3], confidence: 1.5 } }))).toEqual({ op: "end", reasoningId: "r1", conclusion: { keyFactors: ["a"], text: "Done" } });
    expect(readMeupEnvelope(env({ kind: "reasoning.start", id: "e1", correlation_id: ["m9"], payload: { message: "Go" } }))).toEqual({ op: "start", reasoningId: "e1", description: "Go", parentMessageId: "m9" });
    expect(readMeupEnvelope(env({ kind: "reasoning.thought", context: "e1", payload: { message: "hmm" } }))).toEqual({ op: "step", reasoningId: "e1", type: "reflection", content: { thought: "hmm" } });
  });

  it("a reasoning kind without its id, or what is not an envelope, asks nothing; another kind is an action", () => {
    expect(readMeupEnvelope(env({ kind: "reasoning/start", payload: {} }))).toBeUndefined();
    expect(readMeupEnvelope(env({ kind: "reasoning/step", payload: { reasoning_id: "r1" } }))).toBeUndefined();
    expect(readMeupEnvelope(env({ payload: {} }))).toBeUndefined();
    expect(readMeupEnvelope(null as unknown as MeupEnvelope)).toBeUndefined();
    expect(readMeupEnvelope(env({ kind: "mcp/response", correlation_id: "x" }))).toEqual({ op: "action" });
  });
});

describe("envelope helpers", () => {
  it("correlations reads a string, an array (strings only) or the camelCase field", () => {
    expect(correlations(env({ correlation_id: "a" }))).toEqual(["a"]);
    expect(correlations(env({ correlation_id: ["a", 1, "b"] }))).toEqual(["a", "b"]);
    expect(correlations(env({ correlationId: "c" }))).toEqual(["c"]);
    expect(correlations(env({}))).toEqual([]);
  });

  it("meupStepText takes a tool call's result and the first readable field of other steps", () => {
    expect(meupStepText("tool_call", { tool: "scan", result: "3 findings" })).toBe("3 findings");
    expect(meupStepText("tool_call", { result: { n: 3 } })).toBe('{"n":3}');
    expect(meupStepText("reflection", { thought: "Check again" })).toBe("Check again");
    expect(meupStepText("hypothesis", { confidence: 1, summary: "Likely" })).toBe("Likely");
    expect(meupStepText("analysis", "as text")).toBe("as text");
    expect(meupStepText("analysis", { n: 1 })).toBeUndefined();
  });

  it("jsonSafe copies JSON data and gives undefined for what cannot be serialised", () => {
    const data = { a: [1, "x"], f: () => 1 };
    expect(jsonSafe(data)).toEqual({ a: [1, "x"] });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonSafe(cyclic)).toBeUndefined();
    expect(jsonSafe(undefined)).toBeUndefined();
  });
});
