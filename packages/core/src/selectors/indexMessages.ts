import type { Message, ToolCall } from "@ag-ui/core";
import { derive } from "../store/liveContainers";
import type { AgentState } from "../types";

/** Lookups derived from one `messages` array: computed once per array, shared by every subscriber. */
export interface MessageIndex {
  /** Every message by `id`. */
  byId: ReadonlyMap<string, Message>;
  /** Tool result messages (`role: "tool"`) by the `toolCallId` they answer. */
  toolResults: ReadonlyMap<string, Extract<Message, { role: "tool" }>>;
  /** Tool calls by `id`, with the id of the assistant message that made them. */
  toolCalls: ReadonlyMap<string, { call: ToolCall; parentId: string }>;
}

const cache = new WeakMap<readonly Message[], { version: number; value: MessageIndex }>();

/**
 * The {@link MessageIndex} of `messages` (by id, tool results, tool calls). O(n) on the first call for a given
 * array at a given version, O(1) afterwards (cached per array in a `WeakMap`, so it is freed with the array).
 * A store's `messages` is live — written in place by each batch that changes it — and the cache entry is
 * checked against the batch's stamp (`store/liveContainers.ts`), so views rebuild it at most once per
 * published change; an array no reducer writes (an application's own) is cached by identity alone.
 *
 * @example
 * const { byId, toolCalls } = indexMessages(store.getState().messages);
 * const parent = toolCalls.get("call-1")?.parentId;
 */
export function indexMessages(messages: readonly Message[]): MessageIndex {
  return derive(cache, messages, () => build(messages));
}

function build(messages: readonly Message[]): MessageIndex {
  const byId = new Map<string, Message>();
  const toolResults = new Map<string, Extract<Message, { role: "tool" }>>();
  const toolCalls = new Map<string, { call: ToolCall; parentId: string }>();
  for (const m of messages) {
    byId.set(m.id, m);
    if (m.role === "tool") toolResults.set(m.toolCallId, m);
    else if (m.role === "assistant" && m.toolCalls) for (const c of m.toolCalls) toolCalls.set(c.id, { call: c, parentId: m.id });
  }
  return { byId, toolResults, toolCalls };
}

/**
 * The message with `id` in `state.messages`, or `undefined`. O(1) after the first lookup on a given array.
 * The message may carry an `encryptedValue`: never put it in the DOM.
 *
 * @example
 * const message = selectMessage(store.getState(), "msg-1");
 */
export function selectMessage(state: Pick<AgentState, "messages">, id: string): Message | undefined {
  return indexMessages(state.messages).byId.get(id);
}

const positions = new WeakMap<readonly Message[], { version: number; value: Map<string, number> }>();

/** Position of message `id` in `messages` (O(n) once per array and version, cached in a `WeakMap`; O(1) after), or `undefined`. */
export function indexOfMessage(messages: readonly Message[], id: string): number | undefined {
  return derive(positions, messages, () => {
    const map = new Map<string, number>();
    for (let i = 0; i < messages.length; i++) map.set(messages[i]!.id, i);
    return map;
  }).get(id);
}
