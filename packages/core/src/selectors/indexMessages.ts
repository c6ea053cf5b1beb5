import type { Message, ToolCall } from "@ag-ui/core";
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

const cache = new WeakMap<readonly Message[], MessageIndex>();

/**
 * The {@link MessageIndex} of `messages` (by id, tool results, tool calls). O(n) on the first call for a given
 * array, O(1) afterwards (cached per array reference in a `WeakMap`, so it is freed with the array). The store
 * makes a new `messages` array when a message changes, so views read it at most once per committed state.
 *
 * @example
 * const { byId, toolCalls } = indexMessages(store.getState().messages);
 * const parent = toolCalls.get("call-1")?.parentId;
 */
export function indexMessages(messages: readonly Message[]): MessageIndex {
  const hit = cache.get(messages);
  if (hit) return hit;
  const byId = new Map<string, Message>();
  const toolResults = new Map<string, Extract<Message, { role: "tool" }>>();
  const toolCalls = new Map<string, { call: ToolCall; parentId: string }>();
  for (const m of messages) {
    byId.set(m.id, m);
    if (m.role === "tool") toolResults.set(m.toolCallId, m);
    else if (m.role === "assistant" && m.toolCalls) for (const c of m.toolCalls) toolCalls.set(c.id, { call: c, parentId: m.id });
  }
  const index: MessageIndex = { byId, toolResults, toolCalls };
  cache.set(messages, index);
  return index;
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

const positions = new WeakMap<readonly Message[], Map<string, number>>();

/** Position of message `id` in `messages` (O(n) once per array, cached in a `WeakMap`; O(1) after), or `undefined`. */
export function indexOfMessage(messages: readonly Message[], id: string): number | undefined {
  let map = positions.get(messages);
  if (!map) {
    map = new Map();
    for (let i = 0; i < messages.length; i++) map.set(messages[i]!.id, i);
    positions.set(messages, map);
  }
  return map.get(id);
}
