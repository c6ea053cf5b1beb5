import type { RunAgentInput } from "@ag-ui/core";
import { randomUUID } from "../protocol/ids";
import type { AgentState } from "../types";

/**
 * The `RunAgentInput` for the next turn (AG-UI "Reasoning" page, encrypted values; docs/architecture.md, "Public contract and conventions"):
 * `threadId` from the state, a new `runId` (a UUID v4: `crypto.randomUUID()`, or from `crypto.getRandomValues` on non-secure origins), `messages` = the whole history
 * except `role: "activity"` messages (frontend-only) and reasoning messages with neither text nor an encrypted
 * value (placeholders such as Letta's omitted reasoning: nothing to continue from), every `encryptedValue` on messages and tool calls
 * passed on byte-identical (the same strings, never re-encoded or trimmed), `state` = `state.state ?? {}`,
 * empty `tools`, `context` and `forwardedProps`. `overrides` win field by field.
 *
 * @example
 * store.getState().addMessage({ id: "u2", role: "user", content: "And then?" });
 * const input = buildRunAgentInput(store.getState(), { forwardedProps: { scenario: "summary" } });
 * await runHttpAgent({ url, input, store });
 */
export function buildRunAgentInput(
  state: Pick<AgentState, "threadId" | "messages"> & { state?: unknown },
  overrides: Partial<RunAgentInput> = {},
): RunAgentInput {
  return {
    threadId: state.threadId,
    runId: randomUUID(),
    messages: state.messages.filter((m) => m.role !== "activity" && !(m.role === "reasoning" && !m.content && m.encryptedValue === undefined)),
    state: state.state ?? {},
    tools: [],
    context: [],
    forwardedProps: {},
    ...overrides,
  };
}
