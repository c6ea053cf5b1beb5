/**
 * The position index of the messages list (docs/architecture.md, "Store and reducer"): message id → position,
 * tool call id → the message holding it, and the aliases of ids that collided — so every lookup of an event is
 * O(1) whatever the thread's length, and an out-of-order insert costs one index write, not O(suffix).
 */
import type { Message } from "@ag-ui/core";

/** Out-of-order inserts between two re-indexings of the positions they shift ({@link Indexes.inserted}). */
export const MAX_SHIFTED = 64;

/** Where a tool call is: the id of the assistant message holding it and its position in that message's `toolCalls`. */
export interface ToolPlace {
  parent: string;
  position: number;
}

/**
 * message id → position in `messages`, tool call id → holder, and the aliases of ids that collided. A position
 * is exact except after out-of-order inserts (`Draft.insert`), which do not rewrite the positions of the messages
 * they shift: a message then sits at most {@link shifted} places right of its recorded position, and
 * {@link find} finds it with a bounded scan and records the fix; after {@link MAX_SHIFTED} inserts the shifted
 * suffix is re-indexed once. The draft (`draft.ts`) keeps the array; this keeps where things are in it.
 */
export class Indexes {
  readonly position = new Map<string, number>();
  /** Inserts since the positions were last exact: how far right of its recorded position a message may be. */
  shifted = 0;
  /** The first position an insert made stale (`Infinity`: none). */
  staleFrom = Infinity;
  /**
   * The run of tool results after an assistant message that the last TOOL_CALL_RESULT joined: its parent and
   * the result placed last, so the next result for that parent is placed without walking the run (`toolCalls.ts`).
   * Forgotten whenever a message is replaced or the list rebuilt.
   */
  toolRunParent: string | undefined = undefined;
  toolRunLast: string | undefined = undefined;
  /**
   * tool call id → the message holding it and its position in that message's `toolCalls` (the position is a hint,
   * checked on use, never trusted blindly): one record per call, so a new call costs one hash insert.
   */
  readonly toolPlace = new Map<string, ToolPlace>();
  /** The message holding tool call `id`, if any. */
  toolParent(id: string): string | undefined {
    return this.toolPlace.get(id)?.parent;
  }
  /** Original id → derived id of a reasoning message whose id belonged to another message. */
  readonly reasoningAlias = new Map<string, string>();
  /** Original id → derived id of a text message whose id belonged to a reasoning / tool / activity message. */
  readonly textAlias = new Map<string, string>();
  /** The array the maps describe; another array means they must be rebuilt. */
  of: readonly Message[] | null = null;

  /** Records that later events for `id` go to the derived message `target` (an id that belonged to another kind of message). */
  alias(kind: "text" | "reasoning", id: string, target: string): void {
    (kind === "text" ? this.textAlias : this.reasoningAlias).set(id, target);
  }

  /** Rebuilds the maps from `messages` (O(n)) unless they already describe it. Returns whether it rebuilt. */
  sync(messages: readonly Message[]): boolean {
    if (this.of === messages) return false;
    this.position.clear();
    this.shifted = 0;
    this.staleFrom = Infinity;
    this.toolRunParent = this.toolRunLast = undefined;
    this.toolPlace.clear();
    for (let i = 0; i < messages.length; i++) {
      const m = messages[i]!;
      this.position.set(m.id, i);
      if (m.role === "assistant" && Array.isArray(m.toolCalls)) m.toolCalls.forEach((tc, j) => this.toolPlace.set(tc.id, { parent: m.id, position: j }));
    }
    this.of = messages;
    return true;
  }

  /** Re-indexes the positions an insert made stale (O(messages after the first insert)), making them exact again. */
  repair(messages: readonly Message[]): void {
    for (let i = this.staleFrom; i < messages.length; i++) this.position.set(messages[i]!.id, i);
    this.shifted = 0;
    this.staleFrom = Infinity;
  }

  /**
   * The position of the message with this id in `messages`: its recorded position, or — after out-of-order inserts
   * shifted it — found at most {@link shifted} places to the right and recorded again.
   */
  find(messages: readonly Message[], id: string): number | undefined {
    const i = this.position.get(id);
    if (i === undefined) return undefined;
    if (messages[i]?.id === id) return i;
    for (let k = i + 1, end = Math.min(messages.length, i + this.shifted + 1); k < end; k++)
      if (messages[k]!.id === id) {
        this.position.set(id, k);
        return k;
      }
    return undefined;
  }

  /** `message` was appended to `messages` (already pushed): its position and tool calls recorded. O(its tool calls). */
  appended(messages: readonly Message[], message: Message): void {
    this.position.set(message.id, messages.length - 1);
    this.indexCalls(message, true);
    this.of = messages;
  }

  /**
   * `message` was inserted at `at` (already spliced in). The messages it shifted keep their recorded positions
   * (found by {@link find}'s bounded scan), so an insert writes one entry, and the shifted suffix is re-indexed once
   * per {@link MAX_SHIFTED} inserts.
   */
  inserted(messages: readonly Message[], at: number, message: Message): void {
    if (at + 1 < messages.length) {
      if (at + 1 < this.staleFrom) this.staleFrom = at + 1;
      if (this.shifted >= MAX_SHIFTED) this.repair(messages);
      else this.shifted++;
    }
    this.position.set(message.id, at);
    this.of = messages;
  }

  /** `message` took `old`'s place at `at`: positions and tool calls moved over. O(tool calls of the two). */
  replaced(at: number, old: Message, message: Message): void {
    this.toolRunParent = undefined;
    this.indexCalls(old, false);
    this.position.delete(old.id);
    this.position.set(message.id, at);
    this.indexCalls(message, true);
  }

  /** Adds (or removes) the tool calls of an assistant message to (from) the tool-call index. */
  indexCalls(message: Message, add: boolean): void {
    const { toolPlace } = this;
    if (message.role === "assistant" && Array.isArray(message.toolCalls))
      message.toolCalls.forEach((tc, j) => (add ? toolPlace.set(tc.id, { parent: message.id, position: j }) : toolPlace.get(tc.id)?.parent === message.id && toolPlace.delete(tc.id)));
  }

  /** A derived id not used by any message yet: `${base}:${suffix}`, then `${base}:${suffix}-2`, … */
  derivedId(base: string, suffix: string): string {
    let id = `${base}:${suffix}`;
    for (let n = 2; this.position.has(id); n++) id = `${base}:${suffix}-${n}`;
    return id;
  }

  reset(): void {
    this.toolRunParent = this.toolRunLast = undefined;
    this.shifted = 0;
    this.staleFrom = Infinity;
    this.position.clear();
    this.toolPlace.clear();
    this.reasoningAlias.clear();
    this.textAlias.clear();
    this.of = null;
  }
}
