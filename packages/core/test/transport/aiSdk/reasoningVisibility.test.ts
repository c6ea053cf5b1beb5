// Issue 32: through the AI SDK source (UI message stream chunks → UiChunkMapper → the store), a reasoning part's
// visibility comes from its provider's own words in `providerMetadata` — a signature alone never makes it a summary.
import { describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentStore, selectReasoningView } from "@reasoning-ui/core";
import { UiChunkMapper, aiSdkReasoningVisibility, fromAiSdkRoute } from "@reasoning-ui/core/ai-sdk";

/** The store after one answer whose only reasoning part carries `providerMetadata` on `reasoning-end`. */
function fold(providerMetadata: unknown, text: string, onStart = false) {
  const store = createAgentStore();
  const mapper = new UiChunkMapper({ threadId: "t", runId: "r" });
  store.getState().applyEvents(
    mapper.push([
      { type: "start", messageId: "m" },
      { type: "reasoning-start", id: "r0", ...(onStart && { providerMetadata }) },
      ...(text ? [{ type: "reasoning-delta", id: "r0", delta: text }] : []),
      { type: "reasoning-end", id: "r0", providerMetadata },
      { type: "finish" },
    ]),
  );
  const s = store.getState();
  const view = selectReasoningView(s, "m#0.0")!;
  return { s, view, label: view.visibility === "hidden" ? `hidden:${view.hiddenReason}` : view.visibility };
}

describe("AI SDK source: visibility per provider from providerMetadata", () => {
  it.each([
    ["Anthropic full thinking with its signature", { anthropic: { signature: "EqQB" } }, "Let me think.", "visible"],
    ["Anthropic redacted thinking", { anthropic: { redactedData: "EmwKAhgB" } }, "", "hidden:redacted"],
    ["Anthropic omitted thinking (signature, no text)", { anthropic: { signature: "EqQB" } }, "", "hidden:omitted"],
    ["Bedrock Claude thinking with its signature", { bedrock: { signature: "EqQB" } }, "Let me think.", "visible"],
    ["OpenAI reasoning summary", { openai: { itemId: "rs_1", reasoningEncryptedContent: "gAAAA" } }, "**Plan** Check.", "summary"],
    ["OpenAI encrypted reasoning only", { openai: { itemId: "rs_1", reasoningEncryptedContent: "gAAAA" } }, "", "hidden:encrypted"],
    ["Gemini thought summary", { google: { thoughtSignature: "CiQB" } }, "**Thinking** it through.", "summary"],
    ["OpenRouter reasoning.summary", { openrouter: { reasoning_details: [{ type: "reasoning.summary", summary: "S", index: 0 }] } }, "S", "summary"],
    ["OpenRouter reasoning.text (signed)", { openrouter: { reasoning_details: [{ type: "reasoning.text", text: "T", signature: "EqQB", index: 0 }] } }, "T", "visible"],
    ["OpenRouter reasoning.encrypted only", { openrouter: { reasoning_details: [{ type: "reasoning.encrypted", data: "gAAAA", index: 0 }] } }, "", "hidden:encrypted"],
    ["an unknown provider's opaque value beside text", { acme: { token: "x" } }, "Thinking.", "visible"],
  ])("%s", (_name, providerMetadata, text, expected) => {
    const { s, label } = fold(providerMetadata, text);
    expect(label).toBe(expected);
    // The value itself is kept byte-for-byte for the round trip, whatever the visibility.
    expect(s.messages.find((m) => m.id === "m#0.0")).toMatchObject({ encryptedValue: JSON.stringify(providerMetadata) });
    expect(s.diagnostics).toEqual([]);
  });

  it("metadata sent on reasoning-start only is read at the end as ai's client keeps it", () => {
    expect(fold({ anthropic: { redactedData: "EmwKAhgB" } }, "", true).label).toBe("hidden:redacted");
  });

  it("a producer that states nothing keeps the AG-UI rule: text beside an encrypted value is a summary", () => {
    const store = createAgentStore();
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "REASONING_MESSAGE_START", messageId: "x", role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: "x", delta: "Short version." },
      { type: "REASONING_MESSAGE_END", messageId: "x" },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "x", encryptedValue: "opaque" },
    ] as never);
    expect(store.getState().reasoning.x!.visibility).toBe("summary");
  });

  it("aiSdkReasoningVisibility states nothing without metadata", () => {
    expect(aiSdkReasoningVisibility(undefined, true)).toEqual({});
    expect(aiSdkReasoningVisibility({}, false)).toEqual({});
  });
});

describe("AI SDK source: a clean end of the body after the answer", () => {
  const sse = (frames: string[]) =>
    (async () => new Response(frames.map((f) => `data: ${f}\n\n`).join(""), { headers: { "Content-Type": "text/event-stream" } })) as unknown as typeof globalThis.fetch;
  const answer = [JSON.stringify({ type: "start" }), JSON.stringify({ type: "text-start", id: "a" }), JSON.stringify({ type: "text-delta", id: "a", delta: "Paris." }), JSON.stringify({ type: "text-end", id: "a" })];

  it("data: [DONE] without a finish chunk is a finished run; without [DONE] (cut) it is stream_ended", async () => {
    const done = createAgentStore();
    done.getState().addMessage({ id: "u1", role: "user", content: "Hi" });
    expect(await fromAiSdkRoute({ url: "/x", fetch: sse([...answer, "[DONE]"]) })({ input: buildRunAgentInput(done.getState()), store: done })).toBe("finished");
    expect(done.getState().messages.at(-1)).toMatchObject({ role: "assistant", content: "Paris." });

    const cut = createAgentStore();
    cut.getState().addMessage({ id: "u1", role: "user", content: "Hi" });
    expect(await fromAiSdkRoute({ url: "/x", fetch: sse(answer.slice(0, 3)) })({ input: buildRunAgentInput(cut.getState()), store: cut })).toBe("error");
    expect(cut.getState().error?.code).toBe("stream_ended");
  });
});
