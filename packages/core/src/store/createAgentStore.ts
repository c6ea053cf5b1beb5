import { createStore, type StoreApi } from "zustand/vanilla";
import type { Message } from "@ag-ui/core";
import { generateId } from "../protocol/ids";
import { isRecord } from "../protocol/guards";
import { normalizeMessage } from "../protocol/normalizeMessage";
import { createReducer, initialAgentStateData } from "../reducer/applyEvent";
import { Draft, type AgentStateData } from "../reducer/draft";
import { interruptOpenStreams } from "../reducer/interrupt";
import { registerCompleteReasoning } from "../reducer/snapshots";
import { clearOpenStreams } from "../reducer/session";
import type { AgentEventListener, AgentState, AgentStoreOptions, BaseEvent, RunError } from "../types";

/** A zustand vanilla store of {@link AgentState} (subscribe, getState, setState). */
export type AgentStore = StoreApi<AgentState>;

const STREAM_ENDED: RunError = {
  message: "The stream ended before the agent sent RUN_FINISHED or RUN_ERROR",
  code: "stream_ended",
};

/**
 * Creates the agent store (docs/architecture.md §3) on `zustand/vanilla` — no React. Events go in through
 * `applyEvent` / `applyEvents` (one notification per call), the transport brackets a run with
 * `beginRun` / `endStream`. Initial `messages` are normalised (`encryptedContent` → `encryptedValue`)
 * and their reasoning messages registered as `complete` with computed visibility.
 *
 * Every AG-UI 1.x event type is handled: messages (text, tool calls, reasoning, activity, snapshots),
 * `state`, `steps`, `subagents` (lanes by `subagentRunId`), `outcome` and `usage`; RAW and CUSTOM change
 * no state and reach applications through `addEventListener(type | "*", listener)`.
 *
 * Lenient by default: bad input never throws, it is recovered from and recorded in `diagnostics`.
 * With `strict: true`, `applyEvent(s)` throws {@link AgentProtocolError} for what `@ag-ui/client` 1.x
 * `verifyEvents` rejects (codes: {@link AgentProtocolErrorCode}); the events of the batch before the
 * offending one are kept.
 *
 * Cost: a reasoning/text delta is O(1) amortized (id → index map, copy-on-write per batch: one new
 * object for the changed message, at most one new `messages` array per `applyEvents` call).
 *
 * @example
 * const store = createAgentStore({ threadId: "thread-1" });
 * store.getState().applyEvents([
 *   { type: EventType.RUN_STARTED, threadId: "thread-1", runId: "run-1" },
 *   { type: EventType.REASONING_MESSAGE_CHUNK, messageId: "r1", delta: "Let me think…" },
 * ]);
 * store.getState().reasoning.r1; // { messageId: "r1", status: "streaming", visibility: "visible", … }
 */
export function createAgentStore(options: AgentStoreOptions = {}): AgentStore {
  const reducer = createReducer({ strict: options.strict ?? false });
  const session = reducer.session;
  const initial = initialAgentStateData(options.threadId ?? generateId("thread"));
  if (options.messages?.length) {
    const d = new Draft(session, initial);
    for (const m of options.messages) append(d, m);
    d.release();
    Object.assign(initial, d.data);
    session.indexed = initial.messages;
  }

  return createStore<AgentState>()((set, get) => {
    /**
     * Publishes a batch's result with zustand `replace`: the Draft's data object — a fresh fixed-shape
     * literal (`pickData` in draft.ts) that nothing else holds — gets the actions, always in the same order,
     * and becomes the state. Merging into a copy of the whole state would cost more than folding a delta;
     * this is how one event stays ≤ 1 µs.
     */
    const publish = (data: AgentStateData) => {
      const s = data as AgentState;
      s.applyEvent = applyEvent;
      s.applyEvents = applyEvents;
      s.addMessage = addMessage;
      s.beginRun = beginRun;
      s.endStream = endStream;
      s.addEventListener = addEventListener;
      set(s, true);
    };
    /** Runs `fn` on a draft of the current state and commits it with one `set`. */
    const commit = (fn: (d: Draft) => void) => {
      session.streak = null;
      const d = new Draft(session, get());
      try {
        fn(d);
      } finally {
        d.release();
      }
      session.indexed = d.data.messages;
      publish(d.data);
    };
    /** type (or "*") → listeners; `listening` counts them so an unobserved store pays one comparison per batch. */
    const listeners = new Map<string, Set<AgentEventListener>>();
    let listening = 0;
    /** Calls a snapshot of `set` (a listener may unsubscribe while it runs); an exception is re-thrown asynchronously. */
    const notify = (set: Set<AgentEventListener> | undefined, event: BaseEvent) => {
      if (!set) return;
      for (const fn of [...set]) {
        try {
          fn(event);
        } catch (err) {
          queueMicrotask(() => {
            throw err;
          });
        }
      }
    };
    const deliver = (events: readonly unknown[], count: number) => {
      for (let i = 0; i < count; i++) {
        const event = events[i];
        if (!isRecord(event) || typeof event.type !== "string") continue;
        notify(listeners.get(event.type), event as unknown as BaseEvent);
        notify(listeners.get("*"), event as unknown as BaseEvent);
      }
    };
    const apply = (events: readonly unknown[]) => {
      const result = reducer.reduce(get(), events);
      publish(result.state);
      if (listening > 0) deliver(events, result.applied);
      if (result.error !== undefined) throw result.error;
    };
    const addEventListener: AgentState["addEventListener"] = (type, listener) => {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      if (!set.has(listener)) (set.add(listener), listening++);
      return () => {
        if (listeners.get(type)?.delete(listener)) listening--;
      };
    };
    const single: unknown[] = [undefined];
    const applyEvent: AgentState["applyEvent"] = (event) => {
      single[0] = event;
      try {
        apply(single);
      } finally {
        single[0] = undefined;
      }
    };
    const applyEvents: AgentState["applyEvents"] = (events) => apply(events);
    const addMessage: AgentState["addMessage"] = (message) => commit((d) => append(d, message));
    const beginRun: AgentState["beginRun"] = (runId) =>
      commit((d) => {
        clearOpenStreams(session);
        session.phase = "none";
        d.data.runId = runId;
        d.data.status = "running";
        d.data.error = undefined;
      });
    const endStream: AgentState["endStream"] = (outcome) =>
        commit((d) => {
          const at = Date.now();
          const interrupted = interruptOpenStreams(d, at);
          if (interrupted > 0) d.diag("interrupted_by_stream_end", `the stream ended with ${interrupted} open reasoning item(s)`);
          const settled = d.data.status === "finished" || d.data.status === "error" || d.data.status === "cancelled";
          if (!settled) {
            if (outcome.status === "cancelled") d.data.status = "cancelled";
            else if (outcome.status === "error") {
              d.data.status = "error";
              d.data.error = outcome.error ?? { message: "The run failed" };
            } else {
              d.data.status = "error";
              d.data.error = STREAM_ENDED;
            }
          }
          if (session.phase !== "errored") session.phase = "finished";
        });
    return { ...initial, applyEvent, applyEvents, addMessage, beginRun, endStream, addEventListener };
  });
}

/** Appends a client-side message (normalised); an id already present is replaced in place. */
function append(d: Draft, input: Message): void {
  if (!isRecord(input) || typeof input.id !== "string") {
    d.diag("invalid_message", "addMessage ignored a message without a string id");
    return;
  }
  const message = normalizeMessage(input);
  const at = d.indexOf(message.id);
  if (at === undefined) d.push(message);
  else {
    d.diag("duplicate_message_id", `message '${message.id}' was added again; it replaced the earlier one`, undefined, message.id);
    const next = d.data.messages.slice();
    next[at] = message;
    d.replaceMessages(next);
  }
  registerCompleteReasoning(d, message, Date.now());
}

