import type { AgentState } from "@reasoning-ui/core";
import { indexMessages } from "./indexes";
import { sameIds } from "./sameIds";

/** One row of a message list: a message, or a reasoning block (one message or every message of one span). */
export interface ListItem {
  kind: "message" | "reasoning";
  /** The message id, or the reasoning message ids in order. */
  ids: string[];
}

const cache = new WeakMap<object, WeakMap<object, ListItem[]>>();

/**
 * Rows for `state.messages`: user/assistant messages in order; reasoning messages grouped by span at the
 * position of the span's first message; tool results folded into their tool call (orphans kept);
 * `system`, `developer` and `activity` messages left out. Cached per (messages, reasoning) pair.
 */
export function selectListItems(state: AgentState): ListItem[] {
  let inner = cache.get(state.messages);
  const hit = inner?.get(state.reasoning);
  if (hit) return hit;
  const index = indexMessages(state.messages);
  const items: ListItem[] = [];
  const spans = new Map<string, ListItem>();
  for (const m of state.messages) {
    if (m.role === "reasoning") {
      const spanId = state.reasoning[m.id]?.spanId;
      const group = spanId ? spans.get(spanId) : undefined;
      if (group) group.ids.push(m.id);
      else {
        const item: ListItem = { kind: "reasoning", ids: [m.id] };
        if (spanId) spans.set(spanId, item);
        items.push(item);
      }
    } else if (m.role === "user" || m.role === "assistant") items.push({ kind: "message", ids: [m.id] });
    else if (m.role === "tool" && !index.toolCalls.has(m.toolCallId)) items.push({ kind: "message", ids: [m.id] });
  }
  if (!inner) cache.set(state.messages, (inner = new WeakMap()));
  inner.set(state.reasoning, items);
  return items;
}

/** Same rows (kinds and ids), so the list does not re-render while a message's content streams. */
export function listItemsEqual(a: ListItem[], b: ListItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.kind !== b[i]!.kind || !sameIds(a[i]!.ids, b[i]!.ids)) return false;
  return true;
}
