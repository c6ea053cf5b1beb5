import { EventType, type Event as AgUiEvent, type Message, type TokenUsage, aggregateTokenUsage } from "@ag-ui/core";
import { ProviderStreamError, type ReasoningRequest } from "@reasoning-ui/agent";
import { createAgentStore } from "@reasoning-ui/core";
import type { ProviderStep } from "./clients";
import { runDemoTool } from "./tools";

/** Model calls per AG-UI run at most (each tool round trip is one more). */
export const MAX_STEPS = 5;

/** Tool calls after the latest user message that no tool message answers yet. */
function pendingToolCalls(messages: readonly Message[]) {
  const lastUser = messages.map((m) => m.role).lastIndexOf("user");
  const answered = new Set(messages.filter((m) => m.role === "tool").map((m) => (m as { toolCallId: string }).toolCallId));
  return messages
    .slice(lastUser + 1)
    .flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : []))
    .filter((call) => !answered.has(call.id));
}

/**
 * One AG-UI run on a real provider: `RUN_STARTED`, then model calls through the bridges until the model
 * stops calling tools (the agent runs `get_weather` / `get_units` itself and emits `TOOL_CALL_RESULT`),
 * then `RUN_FINISHED` with the summed usage — or `RUN_ERROR` (the provider's failure, a cut stream) after
 * everything that arrived. The history is folded with the kit's own store (`createAgentStore`), so each
 * call sends back exactly what a browser would: reasoning with its signatures / encrypted content.
 */
export async function* runOnProvider(
  input: { threadId: string; runId: string; messages: Message[]; reasoning?: ReasoningRequest | undefined },
  step: ProviderStep,
  signal: AbortSignal,
): AsyncGenerator<AgUiEvent, void, undefined> {
  const { threadId, runId } = input;
  const store = createAgentStore({ threadId, messages: input.messages });
  const emit = (event: AgUiEvent): AgUiEvent => {
    const stamped = { ...event, timestamp: event.timestamp ?? Date.now() } as AgUiEvent;
    store.getState().applyEvent(stamped);
    return stamped;
  };
  yield emit({ type: EventType.RUN_STARTED, threadId, runId });
  const usage: TokenUsage[] = [];
  try {
    for (let i = 0; i < MAX_STEPS; i++) {
      const events = await step(store.getState().messages, { threadId, runId }, signal, input.reasoning);
      for (let next = await events.next(); ; next = await events.next()) {
        if (next.done) {
          if (next.value) usage.push(next.value);
          break;
        }
        yield emit(next.value);
      }
      const pending = pendingToolCalls(store.getState().messages);
      if (pending.length === 0) break;
      for (const call of pending) {
        yield emit({
          type: EventType.TOOL_CALL_RESULT,
          messageId: `${call.id}:result`,
          toolCallId: call.id,
          content: runDemoTool(call.function.name, call.function.arguments),
          role: "tool",
        });
      }
    }
    yield emit({ type: EventType.RUN_FINISHED, threadId, runId, ...(usage.length > 0 && { usage: aggregateTokenUsage(usage) }) });
  } catch (err) {
    const code = err instanceof ProviderStreamError ? err.code : "provider_error";
    yield emit({ type: EventType.RUN_ERROR, message: err instanceof Error ? err.message : String(err), code });
  }
}
