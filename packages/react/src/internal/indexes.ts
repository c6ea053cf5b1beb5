import type { AgentState, Message } from "@reasoning-ui/core";

/** Lookups derived from one `messages` array, computed once per array and shared by every subscriber. */
export interface MessageIndex {
  byId: Map<string, Message>;
  /** Tool result messages (`role: "tool"`) by the `toolCallId` they answer. */
  toolResults: Map<string, Message & { role: "tool" }>;
  /** Tool calls by id, with the assistant message that made them. */
  toolCalls: Map<string, { call: ToolCallShape; parentId: string }>;
}

/** The AG-UI tool call shape (kept structural so this file does not depend on one @ag-ui/core minor). */
export interface ToolCallShape {
  id: string;
  type?: string;
  function: { name: string; arguments: string };
  encryptedValue?: string;
}

const cache = new WeakMap<readonly Message[], MessageIndex>();

/** Index of `messages` (by id, tool results, tool calls); cached per array reference. */
export function indexMessages(messages: readonly Message[]): MessageIndex {
  const hit = cache.get(messages);
  if (hit) return hit;
  const byId = new Map<string, Message>();
  const toolResults = new Map<string, Message & { role: "tool" }>();
  const toolCalls = new Map<string, { call: ToolCallShape; parentId: string }>();
  for (const m of messages) {
    byId.set(m.id, m);
    if (m.role === "tool") toolResults.set(m.toolCallId, m);
    if (m.role === "assistant" && m.toolCalls) for (const c of m.toolCalls) toolCalls.set(c.id, { call: c, parentId: m.id });
  }
  const index = { byId, toolResults, toolCalls };
  cache.set(messages, index);
  return index;
}

/** The message with `id`, or undefined. O(1) after the first lookup on a given `messages` array. */
export const selectMessage = (state: AgentState, id: string): Message | undefined => indexMessages(state.messages).byId.get(id);
