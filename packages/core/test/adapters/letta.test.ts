import { selectReasoningView } from "../../src/selectors";
import { describe, expect, it } from "vitest";
import { createLettaAdapter, LETTA_OMITTED_REASONING, lettaMessagesToEvents, type LettaMessage } from "../../src/adapters";
import { buildRunAgentInput, createAgentStore } from "../../src/index";
import { runFinished, runStarted, secretOf } from "../helpers";

// Shapes as Letta sends them (letta_client ReasoningMessage / HiddenReasoningMessage / AssistantMessage).
const SIGNATURE = "EqQBCkYIBxgCKkBb0+/sig==\n with trailing space ";
const REDACTED = "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP";
const date = (s: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, s)).toISOString();

function fold(messages: LettaMessage[]) {
  const store = createAgentStore({ threadId: "thread-1" });
  store.getState().applyEvents([runStarted(), ...lettaMessagesToEvents(messages), runFinished()]);
  return store;
}

describe("Letta adapter", () => {
  it("maps a complete ReasoningMessage onto a visible reasoning message with Letta's times", () => {
    const store = fold([
      { message_type: "reasoning_message", id: "message-1", otid: "message-1-0", date: date(0), reasoning: "The user greets me.", source: "non_reasoner_model" },
      { message_type: "assistant_message", id: "message-1", otid: "message-1-1", date: date(2), content: "Hello!" },
    ]);
    const s = store.getState();
    expect(s.messages.map((m) => [m.id, m.role, m.content])).toEqual([
      ["message-1-0", "reasoning", "The user greets me."],
      ["message-1-1", "assistant", "Hello!"],
    ]);
    expect(s.reasoning["message-1-0"]).toMatchObject({ status: "complete", visibility: "visible", agentStartedAt: Date.parse(date(0)), agentEndedAt: Date.parse(date(0)) });
    expect(s.diagnostics).toEqual([]);
  });

  it("accumulates streamed chunks of one id and keeps the answer (same Letta id) out of the panel", () => {
    const adapter = createLettaAdapter();
    const store = createAgentStore({ threadId: "thread-1" });
    store.getState().applyEvents([runStarted()]);
    const chunks: LettaMessage[] = [
      { message_type: "reasoning_message", id: "message-9", date: date(0), reasoning: "Let me ", source: "reasoner_model" },
      { message_type: "reasoning_message", id: "message-9", date: date(1), reasoning: "think", source: "reasoner_model" },
      { message_type: "reasoning_message", id: "message-9", date: date(3), reasoning: " about it.", source: "reasoner_model" },
      { message_type: "reasoning_message", id: "message-9", date: date(4), reasoning: "", signature: SIGNATURE, source: "reasoner_model" },
    ];
    for (const c of chunks) store.getState().applyEvents(adapter.toEvents(c));
    expect(store.getState().reasoning["message-9:reasoning_message"]).toMatchObject({ status: "streaming", visibility: "summary" });
    store.getState().applyEvents(adapter.toEvents({ message_type: "assistant_message", id: "message-9", date: date(5), content: [{ type: "text", text: "Done." }] }));
    store.getState().applyEvents([...adapter.end(), runFinished()]);
    const s = store.getState();
    const reasoning = s.messages.find((m) => m.role === "reasoning")!;
    expect(reasoning.content).toBe("Let me think about it.");
    expect(secretOf(reasoning)).toBe(SIGNATURE);
    expect(s.messages.find((m) => m.role === "assistant")!.content).toBe("Done.");
    expect(s.reasoning[reasoning.id]).toMatchObject({ status: "complete", agentStartedAt: Date.parse(date(0)), agentEndedAt: Date.parse(date(4)) });
    expect(adapter.record(reasoning.id)).toEqual({ messageId: reasoning.id, lettaId: "message-9", kind: "reasoning", source: "reasoner_model", signed: true });
  });

  it("keeps the signature byte-identical and resends it with buildRunAgentInput", () => {
    const store = fold([{ message_type: "reasoning_message", id: "m", otid: "m-0", date: date(0), reasoning: "Summary of thinking", signature: SIGNATURE }]);
    const input = buildRunAgentInput(store.getState());
    const sent = input.messages.find((m) => m.id === "m-0")!;
    expect(secretOf(sent)).toBe(SIGNATURE);
    expect(JSON.parse(JSON.stringify(input)).messages[0].encryptedValue).toBe(SIGNATURE);
    expect(store.getState().reasoning["m-0"]!.visibility).toBe("summary");
  });

  it("maps redacted hidden reasoning to a hidden message whose blob is resent; two blobs stay two messages", () => {
    const other = `${REDACTED}-second`;
    const store = fold([
      { message_type: "hidden_reasoning_message", id: "h", otid: "h-0", date: date(0), state: "redacted", hidden_reasoning: REDACTED },
      { message_type: "hidden_reasoning_message", id: "h", otid: "h-0", date: date(1), state: "redacted", hidden_reasoning: other },
    ]);
    const s = store.getState();
    expect(s.messages.map((m) => [m.id, m.content, secretOf(m)])).toEqual([
      ["h-0", "", REDACTED],
      ["h-0#2", "", other],
    ]);
    expect(s.reasoning["h-0"]).toMatchObject({ visibility: "hidden", status: "complete" });
    expect(buildRunAgentInput(s).messages.map(secretOf)).toEqual([REDACTED, other]);
  });

  it("places omitted hidden reasoning in the thread as a marked placeholder, without resending anything", () => {
    const adapter = createLettaAdapter();
    const events = adapter.toEvents({ message_type: "hidden_reasoning_message", id: "o", date: date(7), state: "omitted" });
    const at = Date.parse(date(7));
    expect(events).toEqual([
      { type: "CUSTOM", name: LETTA_OMITTED_REASONING, value: { messageId: "o:hidden_reasoning_message", lettaId: "o", at }, timestamp: at },
      { type: "REASONING_MESSAGE_START", messageId: "o:hidden_reasoning_message", role: "reasoning", metadata: { reasoningUi: { hidden: "omitted" } }, timestamp: at },
      { type: "REASONING_MESSAGE_END", messageId: "o:hidden_reasoning_message", timestamp: at },
    ]);
    expect(adapter.record("o:hidden_reasoning_message")).toMatchObject({ kind: "hidden", hiddenState: "omitted" });
    const store = createAgentStore();
    store.getState().applyEvents([runStarted(), ...events, runFinished()]);
    expect(store.getState().messages).toEqual([{ id: "o:hidden_reasoning_message", role: "reasoning", content: "", metadata: { reasoningUi: { hidden: "omitted" } } }]);
    expect(selectReasoningView(store.getState(), "o:hidden_reasoning_message")).toMatchObject({ visibility: "hidden", hiddenReason: "omitted", status: "complete" });
    expect(buildRunAgentInput(store.getState()).messages).toEqual([]);
  });

  it("closes reasoning on other Letta message types and renumbers a part that reappears", () => {
    const events = lettaMessagesToEvents([
      { message_type: "reasoning_message", id: "s", reasoning: "first" },
      { message_type: "tool_call_message", id: "s", tool_call: { name: "search" } },
      { message_type: "reasoning_message", id: "s", reasoning: "second" },
      { message_type: "usage_statistics", completion_tokens: 1 },
    ]);
    expect(events.map((e) => `${e.type}:${(e as { messageId?: string }).messageId ?? ""}`)).toEqual([
      "REASONING_MESSAGE_START:s:reasoning_message",
      "REASONING_MESSAGE_CONTENT:s:reasoning_message",
      "REASONING_MESSAGE_END:s:reasoning_message",
      "REASONING_MESSAGE_START:s:reasoning_message#2",
      "REASONING_MESSAGE_CONTENT:s:reasoning_message#2",
      "REASONING_MESSAGE_END:s:reasoning_message#2",
    ]);
  });

  it("ignores what it cannot read", () => {
    const adapter = createLettaAdapter();
    expect(adapter.toEvents(null as unknown as LettaMessage)).toEqual([]);
    expect(adapter.toEvents({ message_type: "reasoning_message" } as unknown as LettaMessage)).toEqual([]);
    expect(adapter.end()).toEqual([]);
  });
});
