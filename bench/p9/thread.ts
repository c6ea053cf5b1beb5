/**
 * A realistic long thread for P8 (issue 22): `turns` turns, each a user question, a reasoning span (~1.2 KB of
 * visible text and a ~1 KB encrypted value, agent timestamps), a tool call with its result and an encrypted
 * tool-call value, and a ~600-character answer, folded through a real store; plus `forks` regenerated turns
 * (each fork keeps the earlier answer as a stored variant). Deterministic.
 */
import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore, type AgentStore } from "../../packages/core/src/index";

const sentence = (n: number) => `Step ${n}: weigh the sources, check the forecast model and the station readings, then reconcile them. `;
const REASONING = Array.from({ length: 12 }, (_, i) => sentence(i)).join("");
const ANSWER = "It will most likely rain tomorrow afternoon; carry an umbrella. ".repeat(9);
const encrypted = (id: string) => `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..${id}.${"Q".repeat(1000)}.tag`;

function answerEvents(runId: string, id: string, t: number): BaseEvent[] {
  return [
    { type: "RUN_STARTED", threadId: "t", runId },
    { type: "REASONING_START", messageId: `s-${id}`, timestamp: t },
    { type: "REASONING_MESSAGE_START", messageId: `r-${id}`, role: "reasoning", timestamp: t },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r-${id}`, delta: REASONING },
    { type: "REASONING_MESSAGE_END", messageId: `r-${id}`, timestamp: t + 12_000 },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r-${id}`, encryptedValue: encrypted(`r-${id}`) },
    { type: "REASONING_END", messageId: `s-${id}`, timestamp: t + 12_000 },
    { type: "TOOL_CALL_START", toolCallId: `tc-${id}`, toolCallName: "search", parentMessageId: `a-${id}` },
    { type: "TOOL_CALL_ARGS", toolCallId: `tc-${id}`, delta: '{"q":"forecast"}' },
    { type: "TOOL_CALL_END", toolCallId: `tc-${id}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: `tc-${id}`, encryptedValue: encrypted(`tc-${id}`) },
    { type: "TOOL_CALL_RESULT", messageId: `tr-${id}`, toolCallId: `tc-${id}`, content: '{"rain":0.8}' },
    { type: "TEXT_MESSAGE_START", messageId: `t-${id}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `t-${id}`, delta: ANSWER },
    { type: "TEXT_MESSAGE_END", messageId: `t-${id}` },
    { type: "RUN_FINISHED", threadId: "t", runId, usage: [{ provider: "p", model: "m", inputTokens: 1000, outputTokens: 300, reasoningTokens: 200 }] },
  ] as BaseEvent[];
}

/** Folds one answered turn (after `user`, when given) into `store`. */
export function foldTurn(store: AgentStore, id: string, user: string | null, t = 1_700_000_000_000): void {
  if (user !== null) store.getState().addMessage({ id: `u-${id}`, role: "user", content: user });
  store.getState().beginRun(`run-${id}`, { forwardedProps: { scenario: "summary" } });
  store.getState().applyEvents(answerEvents(`run-${id}`, id, t));
  store.getState().endStream({ status: "finished" });
}

/** A store holding a `turns`-turn thread with `forks` regenerated turns (spread over the thread). */
export function longThread(turns = 300, forks = 10): AgentStore {
  const store = createAgentStore({ threadId: "t" });
  const forkEvery = forks > 0 ? Math.floor(turns / forks) : Infinity;
  for (let i = 0; i < turns; i++) {
    foldTurn(store, `${i}`, `Question ${i}: will it rain tomorrow in city ${i}?`);
    if (i % forkEvery === forkEvery - 1) {
      store.getState().fork(`u-${i}`);
      foldTurn(store, `${i}b`, null);
    }
  }
  return store;
}
