/**
 * Restored conversations (messages loaded from storage, not streamed): reasoning in them is `complete`
 * from the start, so panels must mount collapsed and never flash open.
 */
import type { BaseEvent, Message } from "@reasoning-ui/core";
import { FAKE_ENCRYPTED, SAMPLE_ANSWER, SAMPLE_REASONING, SAMPLE_SUMMARY, toDeltas } from "./events";

const QUESTIONS = [
  "Do I need an umbrella in Paris tomorrow?",
  "What about Lyon on Saturday?",
  "Can you compare both cities for the whole weekend?",
  "Which train should I take to avoid the rain?",
  "Summarise the plan in one sentence.",
];

/**
 * A restored thread of exactly `count` messages cycling user → reasoning → assistant. Reasoning cycles
 * through the three visibility modes: visible (text), summary (text + encrypted value), hidden (encrypted
 * value only). Every 4th turn the assistant makes a tool call that carries encrypted reasoning.
 */
export function historyThread(count: number, prefix = "h"): Message[] {
  const out: Message[] = [];
  for (let turn = 0; out.length < count; turn++) {
    const id = `${prefix}${turn}`;
    const mode = turn % 3;
    out.push({ id: `${id}-user`, role: "user", content: `${QUESTIONS[turn % QUESTIONS.length]} (#${turn + 1})` } as Message);
    if (out.length >= count) break;
    out.push({
      id: `${id}-reasoning`,
      role: "reasoning",
      content: mode === 0 ? SAMPLE_REASONING : mode === 1 ? SAMPLE_SUMMARY : "",
      ...(mode === 0 ? {} : { encryptedValue: FAKE_ENCRYPTED }),
    } as Message);
    if (out.length >= count) break;
    const withTool = turn % 4 === 3;
    out.push({
      id: `${id}-assistant`,
      role: "assistant",
      content: SAMPLE_ANSWER,
      ...(withTool
        ? {
            toolCalls: [
              {
                id: `${id}-call`,
                type: "function",
                function: { name: "get_weather", arguments: '{"city":"Paris"}' },
                encryptedValue: FAKE_ENCRYPTED,
              },
            ],
          }
        : {}),
    } as Message);
    if (withTool && out.length < count) {
      out.push({ id: `${id}-tool`, role: "tool", toolCallId: `${id}-call`, content: '{"forecast":"rain after 14:00"}' } as Message);
    }
  }
  return out;
}

/** A plain assistant reply streamed as text (no reasoning). */
export function textRun(runId: string, text: string): BaseEvent[] {
  const messageId = `${runId}-answer`;
  return [
    { type: "RUN_STARTED", threadId: "thread-story", runId },
    { type: "TEXT_MESSAGE_START", messageId, role: "assistant" },
    ...toDeltas(text).map((delta) => ({ type: "TEXT_MESSAGE_CONTENT", messageId, delta })),
    { type: "TEXT_MESSAGE_END", messageId },
    { type: "RUN_FINISHED", threadId: "thread-story", runId },
  ] as BaseEvent[];
}

/** The user's turn as AG-UI text events (`TEXT_MESSAGE_START` with `role: "user"`), so a whole conversation is one script. */
export function userTurn(id: string, text: string): BaseEvent[] {
  return [
    { type: "TEXT_MESSAGE_START", messageId: id, role: "user" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: text },
    { type: "TEXT_MESSAGE_END", messageId: id },
  ] as BaseEvent[];
}
