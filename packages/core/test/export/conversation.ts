import type { Message } from "@ag-ui/core";
import { createAgentStore } from "../../src/index";
import { ev } from "../helpers";

/** Secrets planted everywhere an encrypted value can live; none may appear in an export unless asked for. */
export const SECRETS = {
  reasoningSummary: "ENC-summary-\u{1F9E0}-" + "S".repeat(40),
  reasoningHidden: "ENC-hidden-" + "H".repeat(40),
  toolCall: "ENC-toolcall-" + "T".repeat(40),
  assistant: "ENC-assistant-" + "A".repeat(40),
  metadata: "META-secret-" + "M".repeat(10),
};

/**
 * A finished turn with each kind of reasoning: a visible chain (bold title line, 12 s), a summary with an encrypted
 * chain, hidden reasoning (encrypted only), a tool call carrying an encrypted value and its result, an answer with
 * an encrypted value and metadata, an activity message, and reasoning cut off by the end of a second run.
 */
export function conversation() {
  const store = createAgentStore({
    threadId: "thread-export",
    messages: [
      { id: "u1", role: "user", content: "Should I take an umbrella in Paris?" },
      { id: "act", role: "activity", activityType: "plan", content: { steps: ["secret plan"] } },
    ] as Message[],
  });
  const t = 1_700_000_000_000;
  store.getState().applyEvents([
    ev("RUN_STARTED", { threadId: "thread-export", runId: "run-1" }),
    ev("REASONING_START", { messageId: "span-1", timestamp: t }),
    ev("REASONING_MESSAGE_START", { messageId: "r-visible", role: "reasoning", timestamp: t }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: "r-visible", delta: "**Checking the forecast**\n\nThe user asks about `rain` in Paris.\nI should call the tool." }),
    ev("REASONING_MESSAGE_END", { messageId: "r-visible", timestamp: t + 12_000 }),
    ev("REASONING_END", { messageId: "span-1", timestamp: t + 12_000 }),
    ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "get_weather", parentMessageId: "a1" }),
    ev("TOOL_CALL_ARGS", { toolCallId: "tc1", delta: '{"city":"Paris"}' }),
    ev("TOOL_CALL_END", { toolCallId: "tc1" }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "tc1", encryptedValue: SECRETS.toolCall }),
    ev("TOOL_CALL_RESULT", { messageId: "tool-1", toolCallId: "tc1", content: '{"rain":0.8}' }),
    ev("REASONING_MESSAGE_START", { messageId: "r-summary", role: "reasoning", timestamp: t + 13_000 }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: "r-summary", delta: "Rain is likely; recommend an umbrella." }),
    ev("REASONING_MESSAGE_END", { messageId: "r-summary", timestamp: t + 15_000 }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r-summary", encryptedValue: SECRETS.reasoningSummary }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r-hidden", encryptedValue: SECRETS.reasoningHidden }),
    ev("TEXT_MESSAGE_START", { messageId: "a2", role: "assistant" }),
    ev("TEXT_MESSAGE_CONTENT", { messageId: "a2", delta: "Yes — **take an umbrella**. ```inline``` fences stay intact." }),
    ev("TEXT_MESSAGE_END", { messageId: "a2" }),
    ev("RUN_FINISHED", { threadId: "thread-export", runId: "run-1" }),
    ev("RUN_STARTED", { threadId: "thread-export", runId: "run-2" }),
    ev("REASONING_MESSAGE_START", { messageId: "r-cut", role: "reasoning" }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: "r-cut", delta: "Thinking about a follow-up that never finished" }),
    ev("RUN_ERROR", { message: "cut" }),
  ]);
  // An answer that carries an encrypted value and metadata (restored history, e.g. from storage).
  store.getState().addMessage({ id: "a3", role: "assistant", content: "Anything else?", encryptedValue: SECRETS.assistant, metadata: { note: SECRETS.metadata } } as Message);
  return store.getState();
}
