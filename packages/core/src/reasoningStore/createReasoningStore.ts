import type { Message } from "@ag-ui/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import { computeVisibility } from "../reducer/visibility";
import type { AgentState, ReasoningInfo, ReasoningStatus } from "../types";

/**
 * What a reasoning view reads of a store (`selectReasoningBlock`, React's `ReasoningBlockView` / `Reasoning.Root`):
 * the messages, their reasoning bookkeeping, the spans and the runs. An {@link AgentState} has them, and so does a
 * {@link ReasoningStoreState}.
 */
export type ReasoningStateData = Pick<AgentState, "messages" | "reasoning" | "spans" | "runs">;

/**
 * Any store a reasoning view can read (zustand's read side): an `AgentStore` (`createAgentStore`, `useAgentRun`) or a
 * {@link ReasoningStore}.
 */
export type ReasoningSource = Pick<StoreApi<ReasoningStateData>, "getState" | "getInitialState" | "subscribe">;

/**
 * One message of a design system's own chat state, as {@link ReasoningStoreState.sync} takes it: the reasoning
 * and text families of AG-UI 1.x messages (`role` `reasoning`, or a text role), no tool calls.
 */
export interface ReasoningStoreMessage {
  /** The message id (`messageId` for `ReasoningBlockView`). */
  id: string;
  role: "reasoning" | "assistant" | "user" | "system" | "developer";
  /** Its text so far (the reasoning text, or the answer's). */
  content: string;
  /**
   * A reasoning message's state: `streaming` while it grows, `complete` when done (default), `interrupted` when the
   * stream stopped before it ended. Ignored on text messages.
   */
  status?: ReasoningStatus | undefined;
  /** The provider's opaque encrypted reasoning (AG-UI `encryptedValue`): kept on the message, never read or shown. */
  encryptedValue?: string | undefined;
  /** AG-UI message metadata; `reasoningUi.summary` / `reasoningUi.hidden` state a reasoning message's visibility. */
  metadata?: Record<string, unknown> | undefined;
  /** When it started / ended, ms since epoch on the client's clock. Default: when `sync` first saw it streaming / not streaming any more. */
  startedAt?: number | undefined;
  endedAt?: number | undefined;
}

/**
 * The state of a {@link ReasoningStore}: the {@link ReasoningStateData} a reasoning view reads — `messages`
 * (AG-UI 1.x messages), `reasoning` (a {@link ReasoningInfo} per reasoning message), no spans, no runs — and `sync`.
 */
export interface ReasoningStoreState extends ReasoningStateData {
  /** One higher on every state `sync` publishes. */
  revision: number;
  /**
   * Replaces the store's messages with `messages` (the design system's chat state, in order), publishing one new
   * state when anything changed and none when nothing did. A message or reasoning info that did not change keeps
   * its identity, so only the views of what changed re-render. O(messages) per call.
   */
  sync(messages: readonly ReasoningStoreMessage[]): void;
}

/** A zustand vanilla store of {@link ReasoningStoreState}. */
export type ReasoningStore = StoreApi<ReasoningStoreState>;

const NONE = Object.freeze([]) as unknown as never[];

/**
 * A reasoning-only store (docs/architecture.md, "Store and reducer"): for a design system that shows reasoning in its own
 * chat and keeps its own chat state. It holds the reasoning and text messages it is fed through `sync` — no event
 * reducer, tool calls, subagents, branches or persistence (use `createAgentStore` / `useAgentRun` for an AG-UI
 * stream) — and is what `ReasoningBlockView` (`ReasoningMessage`) and `Reasoning.Root` read, at a fraction of the
 * agent store's size. Each reasoning message gets its status, its visibility (as the agent store computes it: an
 * encrypted value without text is `hidden`, with text `summary`, or as `metadata.reasoningUi` states) and its
 * client-clock start and end, so the panel shows "Thinking…", the live duration and "Thought for 4s" as it does
 * for a streamed run. The encrypted value is kept on the message, never read. Bad input (not an array, an entry
 * without a string `id` / `content`) is skipped, never thrown.
 *
 * @example
 * const store = createReasoningStore();
 * // on every change of the design system's own chat state:
 * store.getState().sync(chat.messages.map((m) => ({ id: m.id, role: m.kind === "thinking" ? "reasoning" : "assistant", content: m.text, status: m.done ? "complete" : "streaming" })));
 * // then, where the design system renders a thinking part:
 * <ReasoningBlockView store={store} messageId={part.id} />
 */
export function createReasoningStore(): ReasoningStore {
  return createStore<ReasoningStoreState>()((set, get) => ({
    revision: 0,
    messages: [],
    reasoning: Object.create(null) as Record<string, ReasoningInfo>,
    spans: Object.create(null) as AgentState["spans"],
    runs: NONE,
    sync(input) {
      const before = get();
      const items = Array.isArray(input) ? input : [];
      const messages: Message[] = [];
      const reasoning: Record<string, ReasoningInfo> = Object.create(null);
      const byId = new Map<string, Message>();
      for (const m of before.messages) byId.set(m.id, m);
      const seen = new Set<string>();
      let changed = false;
      const now = Date.now();
      for (const item of items) {
        if (typeof item?.id !== "string" || typeof item.content !== "string" || seen.has(item.id)) continue;
        seen.add(item.id);
        const old = byId.get(item.id);
        const message = sameMessage(old, item) ? old! : toMessage(item);
        if (message !== before.messages[messages.length]) changed = true;
        messages.push(message);
        if (message.role !== "reasoning") continue;
        const previous = Object.hasOwn(before.reasoning, item.id) ? before.reasoning[item.id] : undefined;
        const info = reasoningInfo(item, previous, now);
        reasoning[item.id] = info;
        if (info !== previous) changed = true;
      }
      if (changed || messages.length !== before.messages.length) set({ messages, reasoning, revision: before.revision + 1 });
    },
  }));
}

function sameMessage(old: Message | undefined, item: ReasoningStoreMessage): boolean {
  const o = old as (Message & { encryptedValue?: string; metadata?: unknown }) | undefined;
  return o !== undefined && o.role === item.role && o.content === item.content && o.encryptedValue === item.encryptedValue && o.metadata === item.metadata;
}

function toMessage(item: ReasoningStoreMessage): Message {
  const message = { id: item.id, role: item.role, content: item.content } as Message & { encryptedValue?: string; metadata?: unknown };
  if (typeof item.encryptedValue === "string") message.encryptedValue = item.encryptedValue;
  if (item.metadata !== undefined) message.metadata = item.metadata;
  return message;
}

/** The reasoning info of `item`: `previous` itself when nothing in it changed. */
function reasoningInfo(item: ReasoningStoreMessage, previous: ReasoningInfo | undefined, now: number): ReasoningInfo {
  const status: ReasoningStatus = item.status === "streaming" || item.status === "interrupted" ? item.status : "complete";
  const visibility = computeVisibility(item.content, item.encryptedValue, item.metadata);
  // Seen streaming: it started now (unless stated); seen done after streaming: it ended now. History stays undated.
  const startedAt = item.startedAt ?? previous?.startedAt ?? (status === "streaming" ? now : undefined);
  const endedAt = status === "streaming" ? undefined : (item.endedAt ?? previous?.endedAt ?? (previous?.status === "streaming" ? now : undefined));
  if (previous && previous.status === status && previous.visibility === visibility && previous.startedAt === startedAt && previous.endedAt === endedAt) return previous;
  const info: ReasoningInfo = { messageId: item.id, status, visibility };
  if (startedAt !== undefined) info.startedAt = startedAt;
  if (endedAt !== undefined) info.endedAt = endedAt;
  return info;
}
