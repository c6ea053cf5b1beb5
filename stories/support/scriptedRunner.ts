/**
 * A scripted `AgentRunner` for stories: each request gets the next behaviour of `script` (the last one repeats),
 * streams a reasoning message with an encrypted value (FAKE_ENCRYPTED + run number), a partial or whole answer,
 * and ends as scripted. Every request's `RunAgentInput` is recorded in `requests` (deep copies), so a play
 * function can compare what each run sent — without ever putting an encrypted value in the DOM.
 */
import type { AgentRunner, BaseEvent, RunAgentInput } from "@reasoning-ui/core";
import { FAKE_ENCRYPTED } from "./events";

export type ScriptedEnding = "finished" | "error" | "cut" | "hold";

export function scriptedRunner(script: readonly ScriptedEnding[], requests: RunAgentInput[]): AgentRunner {
  return async ({ input, store, signal }) => {
    requests.push(structuredClone(input));
    const n = requests.length;
    const ending = script[Math.min(n, script.length) - 1] ?? "finished";
    const s = store.getState();
    const r = `${input.runId}-reasoning`;
    const a = `${input.runId}-answer`;
    s.beginRun(input.runId);
    s.applyEvents([
      { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
      { type: "REASONING_MESSAGE_START", messageId: r, role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: r, delta: `Looking at the forecast (run ${n}).` },
      { type: "REASONING_MESSAGE_END", messageId: r },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: r, encryptedValue: `${FAKE_ENCRYPTED}.${n}` },
      { type: "TEXT_MESSAGE_START", messageId: a, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: a, delta: "Rain is likely after 2 pm" },
    ] as BaseEvent[]);
    if (ending === "hold") {
      await new Promise<void>((resolve) => (signal?.aborted ? resolve() : signal?.addEventListener("abort", () => resolve(), { once: true })));
      s.endStream({ status: "cancelled" });
      return "cancelled";
    }
    if (ending === "error") {
      s.applyEvent({ type: "RUN_ERROR", message: "The model provider timed out.", code: "upstream_timeout" } as BaseEvent);
      s.endStream({ status: "error" });
      return "error";
    }
    if (ending === "cut") {
      s.endStream({ status: "finished" }); // no RUN_FINISHED: the stream was cut
      return store.getState().status;
    }
    s.applyEvents([
      { type: "TEXT_MESSAGE_CONTENT", messageId: a, delta: ", so take an umbrella." },
      { type: "TEXT_MESSAGE_END", messageId: a },
      { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId, usage: [{ model: "story-model", outputTokens: 4100, reasoningTokens: 3412 }] },
    ] as BaseEvent[]);
    s.endStream({ status: "finished" });
    return "finished";
  };
}
