import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import type { AgentRunner } from "../../src/index";

export const ENCRYPTED = (n: number) => `eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..iv${n}.Y2lwaGVy${n}.dGFn${n}`;

/** The events of one answered turn (reasoning with an encrypted value, then text), ids numbered by `n`. */
export function answer(runId: string, n: number, threadId = "t"): BaseEvent[] {
  return [
    { type: "RUN_STARTED", threadId, runId },
    { type: "REASONING_START", messageId: `s${n}`, timestamp: 1_000 * n },
    { type: "REASONING_MESSAGE_START", messageId: `r${n}`, role: "reasoning", timestamp: 1_000 * n },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${n}`, delta: `thinking ${n}` },
    { type: "REASONING_MESSAGE_END", messageId: `r${n}`, timestamp: 1_000 * n + 12_000 },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r${n}`, encryptedValue: ENCRYPTED(n) },
    { type: "REASONING_END", messageId: `s${n}`, timestamp: 1_000 * n + 12_000 },
    { type: "TEXT_MESSAGE_START", messageId: `a${n}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `a${n}`, delta: `answer ${n}` },
    { type: "TEXT_MESSAGE_END", messageId: `a${n}` },
    { type: "RUN_FINISHED", threadId, runId, usage: [{ provider: "p", model: "m", inputTokens: 10 * n, outputTokens: n, reasoningTokens: n }] },
  ] as BaseEvent[];
}

/**
 * A fake runner with the transport contract (beginRun, events, always endStream, never rejects): answers run k
 * with `answer(runId, k + from)`; with `hold`, sends the first 4 events then waits for the abort.
 */
export function fakeRunner(options: { hold?: boolean | ((k: number) => boolean); from?: number } = {}) {
  const inputs: RunAgentInput[] = [];
  const runner: AgentRunner = async ({ input, store, signal }) => {
    inputs.push(structuredClone(input));
    const k = inputs.length;
    const hold = typeof options.hold === "function" ? options.hold(k) : options.hold;
    store.getState().beginRun(input.runId, { forwardedProps: input.forwardedProps });
    const events = answer(input.runId, k + (options.from ?? 0), input.threadId);
    if (hold) {
      store.getState().applyEvents(events.slice(0, 4));
      await new Promise<void>((resolve) => (signal?.aborted ? resolve() : signal?.addEventListener("abort", () => resolve(), { once: true })));
      store.getState().endStream({ status: "cancelled" });
      return store.getState().status;
    }
    await Promise.resolve();
    store.getState().applyEvents(events);
    store.getState().endStream({ status: "finished" });
    return store.getState().status;
  };
  return { runner, inputs };
}
