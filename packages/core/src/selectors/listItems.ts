import type { Message } from "@ag-ui/core";
import { shapeOf } from "../store/liveContainers";
import type { AgentState } from "../types";
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

/**
 * What the rows were built from, per `messages` array (`store/liveContainers.ts`' shape stamps): rebuilt whole
 * only when the list was reshaped (a message inserted or replaced, a span regrouped, a snapshot) or a tool call
 * appeared that an orphan tool result's row may depend on; messages appended at the end add their rows to a copy.
 */
interface Built {
  reasoning: object;
  /** The shape stamps the rows describe (0: an application's array, cached by identity). */
  version: number;
  reshaped: number;
  calls: number;
  /** How many messages the rows describe. */
  length: number;
  items: MessageListItem[];
  /** The rows `items` extended by appending (their rows shared): `selectListItems` hands `items` back without comparing. */
  from: MessageListItem[] | undefined;
  /** span id → position of its row in `items`. */
  spans: Map<string, number>;
  /** Tool call ids of the described messages; exact while `callsExact`. */
  toolCalls: Set<string>;
  callsExact: boolean;
  /** Rows of tool results whose call is unknown. */
  orphans: number;
}

const cache = new WeakMap<object, Built>();

/** Adds the rows of `messages[from…]` to `b` (appending to `items`, copying a span's row it extends). False when a tool result's row cannot be decided without a rebuild. */
function extend(b: Built, messages: readonly Message[], reasoning: AgentState["reasoning"], from: number): boolean {
  // `b.items` is still the previous result's array until the first row changes: copied then, once.
  const rows = () => (b.items === b.from ? (b.items = b.items.slice()) : b.items);
  for (let i = from; i < messages.length; i++) {
    const m = messages[i]!;
    if (m.role === "reasoning") {
      const spanId = reasoning[m.id]?.spanId;
      const at = spanId === undefined ? undefined : b.spans.get(spanId);
      if (at !== undefined) {
        const group = b.items[at] as MessageListReasoningItem;
        rows()[at] = { ...group, messageIds: [...group.messageIds, m.id] };
      } else {
        if (spanId !== undefined) b.spans.set(spanId, b.items.length);
        rows().push({ kind: "reasoning", key: `r:${m.id}`, messageIds: [m.id], spanId });
      }
    } else if (m.role === "assistant") {
      if (m.toolCalls) for (const c of m.toolCalls) b.toolCalls.add(c.id);
      rows().push({ kind: "message", key: `m:${m.id}`, messageId: m.id, role: m.role });
    } else if (m.role === "user") rows().push({ kind: "message", key: `m:${m.id}`, messageId: m.id, role: m.role });
    else if (m.role === "tool" && !b.toolCalls.has(m.toolCallId)) {
      if (!b.callsExact) return false;
      b.orphans++;
      rows().push({ kind: "message", key: `m:${m.id}`, messageId: m.id, role: m.role });
    }
  }
  b.length = messages.length;
  return true;
}

function build(state: Pick<AgentState, "messages" | "reasoning">): Built {
  const shape = shapeOf(state.messages);
  const b: Built = {
    reasoning: state.reasoning,
    version: shape?.version ?? 0,
    reshaped: shape?.reshaped ?? 0,
    calls: shape?.calls ?? 0,
    length: 0,
    items: [],
    from: undefined,
    spans: new Map(),
    toolCalls: new Set(),
    callsExact: true,
    orphans: 0,
  };
  for (const m of state.messages) if (m.role === "assistant" && m.toolCalls) for (const c of m.toolCalls) b.toolCalls.add(c.id);
  extend(b, state.messages, state.reasoning, 0);
  cache.set(state.messages, b);
  return b;
}

/**
 * The rows for `state`: the cached ones while the list's shape is unchanged (a content delta: O(1)); the cached
 * ones plus the appended messages' rows when messages were only appended (O(new messages), plus one copy of the
 * row array); rebuilt (O(n)) when the list was reshaped.
 */
function compute(state: Pick<AgentState, "messages" | "reasoning">): Built {
  const { messages, reasoning } = state;
  const b = cache.get(messages);
  if (b === undefined || b.reasoning !== reasoning) return build(state);
  const shape = shapeOf(messages);
  if (shape === undefined || shape.version === b.version) return b;
  if (shape.reshaped !== b.reshaped || messages.length < b.length || (shape.calls !== b.calls && b.orphans > 0)) return build(state);
  const next: Built = { ...b, version: shape.version, calls: shape.calls, from: b.items, callsExact: b.callsExact && shape.calls === b.calls };
  if (!extend(next, messages, reasoning, b.length)) return build(state);
  if (next.items === b.items) next.from = b.from; // no row changed: the same result
  cache.set(messages, next);
  return next;
}

/**
 * The rows of a message list for `state.messages`: user and assistant messages in order; reasoning messages
 * grouped by span at the position of the span's first message; tool results folded into their tool call (a
 * result whose call is unknown keeps a row of its own); `system`, `developer` and `activity` messages left out.
 *
 * Rows depend on ids and roles only, never on content, so while a message streams the rows stay equal.
 * Pass the previous result as `previous` for structural sharing ({@link replaceEqualDeep}): when the rows did not
 * change you get `previous` back (same identity), and unchanged rows keep theirs. O(n) once per change of
 * the list's shape: O(1) while content streams (a delta changes no row), O(new messages) plus one copy of the
 * row array when messages were appended (rows shared with the previous result), O(n) when the list was reshaped
 * (an insert, a snapshot, a span regrouped; `store/liveContainers.ts`' shape stamps), plus O(rows) for the
 * sharing when `previous` is not the result the rows were extended from.
 *
 * @example
 * let rows: MessageListItem[] | undefined;
 * store.subscribe((s) => {
 *   const next = selectListItems(s, rows);
 *   if (next !== rows) render((rows = next));
 * });
 */
export function selectListItems(state: Pick<AgentState, "messages" | "reasoning">, previous?: MessageListItem[]): MessageListItem[] {
  const { items, from } = compute(state);
  // Rows extended from `previous` share its rows already: nothing to compare.
  return previous === undefined || previous === items || previous === from ? items : replaceEqualDeep(previous, items);
}
