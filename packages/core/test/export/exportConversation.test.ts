import { describe, expect, it } from "vitest";
import { createAgentStore, exportConversation, type ExportReasoning } from "../../src/index";
import { conversation, SECRETS } from "./conversation";

const MODES: ExportReasoning[] = ["include", "summary", "omit"];
const FORMATS = ["markdown", "json"] as const;
const ALL_SECRETS = Object.values(SECRETS);

describe("exportConversation: encrypted values never leak by default", () => {
  for (const reasoning of MODES)
    for (const format of FORMATS)
      it(`${reasoning} / ${format}: no encrypted value, no metadata, no activity`, () => {
        const state = conversation();
        const out = exportConversation(state, { reasoning, format });
        for (const secret of ALL_SECRETS) expect(out).not.toContain(secret);
        expect(out).not.toContain("encryptedValue");
        expect(out).not.toContain("secret plan");
        // `encrypted: false` written out is the same as leaving it out
        expect(exportConversation(state, { reasoning, format, encrypted: false })).toBe(out);
      });

  it("a hostile message with encryptedContent, unknown fields and metadata on every level still leaks nothing", () => {
    const state = createAgentStore({
      messages: [
        { id: "x", role: "assistant", content: "hi", encryptedContent: "LEAK1", extra: "LEAK2", metadata: { k: "LEAK3" }, toolCalls: [{ id: "c", type: "function", function: { name: "f", arguments: "{}" }, encryptedValue: "LEAK4", metadata: "LEAK5" }] },
        { id: "y", role: "reasoning", content: "", encryptedValue: "LEAK6" },
        { id: "z", role: "tool", toolCallId: "c", content: "ok", encryptedValue: "LEAK7" },
      ] as never,
    }).getState();
    for (const reasoning of MODES)
      for (const format of FORMATS) expect(exportConversation(state, { reasoning, format })).not.toMatch(/LEAK\d/);
  });
});

describe("exportConversation: encrypted: true", () => {
  it("json/include keeps every encrypted value byte-for-byte on its own message and tool call", () => {
    const doc = JSON.parse(exportConversation(conversation(), { format: "json", encrypted: true }));
    const byId = Object.fromEntries(doc.messages.map((m: { id: string }) => [m.id, m]));
    expect(byId["r-summary"].encryptedValue).toBe(SECRETS.reasoningSummary);
    expect(byId["r-hidden"].encryptedValue).toBe(SECRETS.reasoningHidden);
    expect(byId["a1"].toolCalls[0].encryptedValue).toBe(SECRETS.toolCall);
    expect(byId["a3"].encryptedValue).toBe(SECRETS.assistant);
    expect(JSON.stringify(doc)).not.toContain(SECRETS.metadata);
    expect(doc.encrypted).toBe(true);
  });

  it("markdown/include writes each value in a fenced block", () => {
    const md = exportConversation(conversation(), { encrypted: true });
    for (const secret of [SECRETS.reasoningSummary, SECRETS.reasoningHidden, SECRETS.toolCall, SECRETS.assistant]) expect(md).toContain("```\n" + secret + "\n```");
  });

  it("omit drops the reasoning messages' values with them, keeps the tool call's and the answer's", () => {
    for (const format of FORMATS) {
      const out = exportConversation(conversation(), { reasoning: "omit", format, encrypted: true });
      expect(out).not.toContain(SECRETS.reasoningSummary);
      expect(out).not.toContain(SECRETS.reasoningHidden);
      expect(out).toContain(SECRETS.toolCall);
      expect(out).toContain(SECRETS.assistant);
    }
  });

  it("summary keeps the values of the reasoning it summarises", () => {
    const doc = JSON.parse(exportConversation(conversation(), { reasoning: "summary", format: "json", encrypted: true }));
    expect(doc.messages.find((m: { id: string }) => m.id === "r-summary").encryptedValue).toBe(SECRETS.reasoningSummary);
  });
});

describe("exportConversation: reasoning modes", () => {
  it("json/include: AG-UI messages in order, full reasoning text, bookkeeping with durations; restores into a store", () => {
    const doc = JSON.parse(exportConversation(conversation(), { format: "json" }));
    expect(doc).toMatchObject({ format: "reasoning-ui/conversation", version: 1, threadId: "thread-export", runId: "run-2", reasoning: "include", encrypted: false });
    expect(doc.messages.map((m: { id: string }) => m.id)).toEqual(["u1", "r-visible", "a1", "tool-1", "r-summary", "r-hidden", "a2", "r-cut", "a3"]);
    const visible = doc.messages[1];
    expect(visible).toEqual({ id: "r-visible", role: "reasoning", content: "**Checking the forecast**\n\nThe user asks about `rain` in Paris.\nI should call the tool." });
    expect(doc.messages[2].toolCalls).toEqual([{ id: "tc1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }]);
    expect(doc.messages[3]).toEqual({ id: "tool-1", role: "tool", content: '{"rain":0.8}', toolCallId: "tc1" });
    expect(doc.reasoningInfo["r-visible"]).toEqual({ status: "complete", visibility: "visible", durationMs: 12_000 });
    expect(doc.reasoningInfo["r-summary"]).toMatchObject({ visibility: "summary", durationMs: 2_000 });
    expect(doc.reasoningInfo["r-hidden"]).toMatchObject({ visibility: "hidden" });
    expect(doc.reasoningInfo["r-cut"]).toMatchObject({ status: "interrupted" });
    const restored = createAgentStore({ messages: doc.messages }).getState();
    expect(restored.messages.map((m) => m.id)).toEqual(doc.messages.map((m: { id: string }) => m.id));
  });

  it("json/summary: a visible chain becomes its title, a provider summary stays whole, hidden stays empty", () => {
    const doc = JSON.parse(exportConversation(conversation(), { format: "json", reasoning: "summary" }));
    const content = (id: string) => doc.messages.find((m: { id: string }) => m.id === id).content;
    expect(content("r-visible")).toBe("Checking the forecast");
    expect(content("r-summary")).toBe("Rain is likely; recommend an umbrella.");
    expect(content("r-hidden")).toBe("");
    expect(content("r-cut")).toBe("Thinking about a follow-up that never finished");
  });

  it("json: each run's outcome (status, usage, messages of the file only)", () => {
    const doc = JSON.parse(exportConversation(conversation(), { format: "json", reasoning: "omit" }));
    expect(doc.runs).toEqual([
      { runId: "run-1", status: "finished", userMessageId: "u1", messageIds: ["a1", "tool-1", "a2"] },
      { runId: "run-2", status: "failed", error: { message: "cut" }, userMessageId: "u1", messageIds: [] },
    ]);
  });

  it("json/omit: no reasoning message, no reasoning bookkeeping", () => {
    const doc = JSON.parse(exportConversation(conversation(), { format: "json", reasoning: "omit" }));
    expect(doc.messages.some((m: { role: string }) => m.role === "reasoning")).toBe(false);
    expect(doc.reasoningInfo).toEqual({});
    expect(doc.messages.map((m: { id: string }) => m.id)).toEqual(["u1", "a1", "tool-1", "a2", "a3"]);
  });

  it("markdown/include: sections, quoted reasoning with duration, tool call and result fenced, hidden marker", () => {
    const md = exportConversation(conversation());
    expect(md).toMatch(/^# Conversation\n\n## User\n\nShould I take an umbrella in Paris\?\n\n### Reasoning · 12 s\n\n> \*\*Checking the forecast\*\*\n>\n> The user asks about `rain` in Paris\.\n> I should call the tool\.\n\n## Assistant\n\n\*\*Tool call\*\* `get_weather`\n\n```json\n\{\n  "city": "Paris"\n\}\n```\n\n\*\*Result\*\* `get_weather`\n\n```\n\{\n  "rain": 0\.8\n\}\n```\n\n### Reasoning · 2 s\n\n> Rain is likely; recommend an umbrella\.\n\n### Reasoning\n\n> _Reasoned privately: the reasoning is encrypted and not shown\._\n\n/);
    // The cut reasoning has no agent timestamps: its duration is the client's receipt-to-settle time (a few ms, or none).
    expect(md).toMatch(/### Reasoning(?: · \d+ ms)? · interrupted\n\n> Thinking about a follow-up that never finished/);
    expect(md).toContain("Yes — **take an umbrella**. ```inline``` fences stay intact.");
  });

  it("markdown/summary and markdown/omit", () => {
    const summary = exportConversation(conversation(), { reasoning: "summary" });
    expect(summary).toContain("### Reasoning · 12 s\n\n> Checking the forecast\n\n");
    expect(summary).not.toContain("I should call the tool");
    const omit = exportConversation(conversation(), { reasoning: "omit" });
    expect(omit).not.toContain("Reasoning");
    expect(omit).not.toContain("Checking the forecast");
    expect(omit).toContain("## Assistant\n\nYes — **take an umbrella**.");
  });

  it("labels are overridable", () => {
    const md = exportConversation(conversation(), { reasoning: "omit", labels: { title: "Unterhaltung", user: "Nutzer" } });
    expect(md.startsWith("# Unterhaltung\n\n## Nutzer\n\n")).toBe(true);
  });

  it("rejects unknown options with a TypeError naming the choices", () => {
    expect(() => exportConversation(conversation(), { reasoning: "all" as never })).toThrow(/reasoning must be one of include, summary, omit/);
    expect(() => exportConversation(conversation(), { format: "html" as never })).toThrow(TypeError);
  });
});
