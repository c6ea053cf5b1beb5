import { containerVersion } from "../reducer/liveContainers";
import type { AgentState } from "../types";
import { indexMessages } from "./indexMessages";
import { replaceEqualDeep } from "./replaceEqualDeep";

/** A row of a message list that shows one message (user, assistant, or a tool result whose call is unknown). */
export interface MessageListMessageItem {
  kind: "message";
  /** Stable row key (`m:` + the message id). */
  key: string;
  messageId: string;
  /** The message's role; it never changes for an id, so a row can pick its renderer without subscribing to content. */
  role: "user" | "assistant" | "tool";
}

/** A row of a message list that shows one reasoning block: one reasoning message, or every message of one span. */
export interface MessageListReasoningItem {
  kind: "reasoning";
  /** Stable row key (`r:` + the first message id). */
  key: string;
  /** The reasoning message ids, in order. */
  messageIds: string[];
  /** The REASONING_START / END span they belong to, when known. */
  spanId: string | undefined;
}

/** One row of a message list (see {@link selectListItems}). */
export type MessageListItem = MessageListMessageItem | MessageListReasoningItem;

/** Per `messages` array, per `reasoning` record: the rows at the two containers' versions (`reducer/liveContainers.ts`). */
const cache = new WeakMap<object, WeakMap<object, { messages: number; reasoning: number; items: MessageListItem[] }>>();

function compute(state: Pick<AgentState, "messages" | "reasoning">): MessageListItem[] {
  let inner = cache.get(state.messages);
  const hit = inner?.get(state.reasoning);
  const messagesVersion = containerVersion(state.messages);
  const reasoningVersion = containerVersion(state.reasoning);
  if (hit && hit.messages === messagesVersion && hit.reasoning === reasoningVersion) return hit.items;
  const index = indexMessages(state.messages);
  const items: MessageListItem[] = [];
  const spans = new Map<string, MessageListReasoningItem>();
  for (const m of state.messages) {
    if (m.role === "reasoning") {
      const spanId = state.reasoning[m.id]?.spanId;
      const group = spanId === undefined ? undefined : spans.get(spanId);
      if (group) group.messageIds.push(m.id);
      else {
        const item: MessageListReasoningItem = { kind: "reasoning", key: `r:${m.id}`, messageIds: [m.id], spanId };
        if (spanId !== undefined) spans.set(spanId, item);
        items.push(item);
      }
    } else if (m.role === "user" || m.role === "assistant" || (m.role === "tool" && !index.toolCalls.has(m.toolCallId)))
      items.push({ kind: "message", key: `m:${m.id}`, messageId: m.id, role: m.role });
  }
  if (!inner) cache.set(state.messages, (inner = new WeakMap()));
  inner.set(state.reasoning, { messages: messagesVersion, reasoning: reasoningVersion, items });
  return items;
}

/**
 * The rows of a message list for `state.messages`: user and assistant messages in order; reasoning messages
 * grouped by span at the position of the span's first message; tool results folded into their tool call (a
 * result whose call is unknown keeps a row of its own); `system`, `developer` and `activity` messages left out.
 *
 * Rows depend on ids and roles only, never on content, so while a message streams the rows stay equal.
 * Pass the previous result as `previous` for structural sharing ({@link replaceEqualDeep}): when the rows did not
 * change you get `previous` back (same identity), and unchanged rows keep theirs. O(n) once per change of
 * `messages` or `reasoning` (cached per version of the two live containers), plus O(rows) for the sharing.
 *
 * @example
 * let rows: MessageListItem[] | undefined;
 * store.subscribe((s) => {
 *   const next = selectListItems(s, rows);
 *   if (next !== rows) render((rows = next));
 * });
 */
export function selectListItems(state: Pick<AgentState, "messages" | "reasoning">, previous?: MessageListItem[]): MessageListItem[] {
  const items = compute(state);
  return previous === undefined ? items : replaceEqualDeep(previous, items);
}
