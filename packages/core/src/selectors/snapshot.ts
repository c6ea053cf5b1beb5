import type { Message } from "@ag-ui/core";
import { containerVersion, derive } from "../store/liveContainers";
import type { AgentState } from "../types";

const copies = new WeakMap<object, { version: number; value: object }>();

/** A copy of a live container as it is now: one per version of the container (the same copy until it changes). */
function snapshot<T extends object>(container: T): T {
  return derive(copies, container, () => (Array.isArray(container) ? container.slice() : Object.assign(Object.create(null) as object, container))) as T;
}

/**
 * The messages of `state` as an array that never changes: a copy of the live `state.messages` (which the reducer
 * writes in place, see `AgentState.revision`) made once per change — the same array until a message is added,
 * removed or replaced, a new one after. So it works as a React dependency, a `useSyncExternalStore` snapshot or
 * anything that compares by identity. O(n) once per change (only where the whole list is asked for), O(1) after.
 * The messages may carry an `encryptedValue`: never put it in the DOM.
 *
 * @example
 * let shown: Message[] | undefined;
 * store.subscribe((s) => {
 *   const messages = selectMessages(s);
 *   if (messages !== shown) render((shown = messages));
 * });
 */
export function selectMessages(state: Pick<AgentState, "messages">): Message[] {
  return snapshot(state.messages);
}

/**
 * `value` itself, unless it is a live container the reducer writes in place (`state.messages`, `state.reasoning`,
 * `state.diagnostics`, a message's `toolCalls`, a span's `messageIds`; see `AgentState.revision`): then its
 * snapshot as in {@link selectMessages} (a copy per change). For code that hands a selector's result to something
 * comparing by identity — a React hook's selection, a memo — so a selector returning a whole container
 * (`(s) => s.messages`) still tells every change. O(1) for anything else.
 *
 * @example
 * const messages = snapshotIfLive(store.getState().messages); // the same array until the messages change
 */
export function snapshotIfLive<U>(value: U): U {
  return typeof value !== "object" || value === null || containerVersion(value) === 0 ? value : snapshot(value);
}
