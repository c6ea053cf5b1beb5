import { createStore, type StoreApi } from "zustand/vanilla";
import { isRecord } from "../protocol/guards";
import type { AgentChange, AgentChangeListener } from "../reducer/changes";
import type { EventFamily } from "../reducer/events";
import { AgentReducer, EventReducer, type ReducerInput } from "../reducer/reducer";
import { copyState } from "../reducer/copyState";
import type { StrictVerification } from "../reducer/strict";
import type { AgentEventListener, AgentState, AgentStoreOptions, BaseEvent } from "../types";

/** The `strict` option as the reducer takes it; the former boolean `true` is a configuration error naming the module. */
function strictOption(value: unknown): StrictVerification | undefined {
  if (value === undefined || value === false) return undefined;
  if (isRecord(value) && typeof value.error === "function") return value as unknown as StrictVerification;
  throw new TypeError(
    'createAgentStore: `strict` takes the strict verification module, not a boolean — import { strict } from "@reasoning-ui/core/strict" and pass createAgentStore({ strict })',
  );
}

/** A zustand vanilla store of {@link AgentState} (subscribe, getState, setState). */
export type AgentStore = StoreApi<AgentState>;

/**
 * Creates the agent store (docs/architecture.md, "Public contract and conventions") on `zustand/vanilla` — no React. It is plain zustand
 * wiring around one reducer (`set(reducer.reduce(get(), input))`): events go in through `applyEvent` /
 * `applyEvents` (one notification per call), the transport brackets a run with `beginRun` / `endStream`,
 * the user's turn goes in with `addMessage`, `reset` starts over, `truncateAfter` rewinds to a turn, `fork` / `switchBranch` keep
 * branches (Retry, Regenerate, edits), `restore` loads a persisted thread. An application's own `setState` is
 * allowed: the reducer re-derives its memory from whatever state it is handed. Initial `messages` are normalised (`encryptedContent` → `encryptedValue`)
 * and their reasoning messages registered as `complete` with computed visibility.
 *
 * Every AG-UI 1.x event type is handled: messages (text, tool calls, reasoning, activity, snapshots),
 * `state`, `steps`, `subagents` (lanes by `subagentRunId`), `outcome` and `usage`; RAW and CUSTOM change
 * no state and reach applications through `addEventListener(type | "*", listener)`.
 *
 * Lenient by default: bad input never throws, it is recovered from and recorded in `diagnostics`.
 * Given `strict` from `@reasoning-ui/core/strict` (opt-in), `applyEvent(s)` throws `AgentProtocolError` for
 * what `@ag-ui/client` 1.x `verifyEvents` rejects (codes: {@link AgentProtocolErrorCode}); the events of the
 * batch before the offending one are kept. Throws a `TypeError` for the former `strict: true` (pass the module).
 *
 * Cost: every event is O(1) at any thread length (docs/architecture.md, "Store and reducer"): the containers (`messages`, the
 * records, `toolCalls`) are the reducer's own and written in place; a changed entity is one new object per batch;
 * each `applyEvents` call publishes one new state (`revision + 1`). Containers are live: compare states or
 * entities, and use `selectMessages(state)` for a list to keep.
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
  return storeOn(new AgentReducer({ strict: strictOption(options.strict), jsonPatch: options.jsonPatch }), options);
}

/**
 * {@link createAgentStore} with only the event families it is given beyond the reducer's core (docs/architecture.md,
 * "Event families as modules"): the core handles runs, text, reasoning, tool calls, encrypted values, snapshots and
 * state, and RAW; `families` adds any of `subagentEvents`, `chunkEvents`, `activityEvents`, `stepEvents`,
 * `customEvents` (a client transport's diagnostics: re-attach notices, the AI SDK reader's) and
 * `legacyThinkingEvents`. An event of a family the store was not given is ignored with the diagnostic
 * `event_family_missing` (once per type). For an app whose agent sends a known subset: it ships only those
 * families (each 0.1–1.5 kB min+gzip). `createAgentStore` is this with every family (`allEventFamilies`).
 *
 * @example
 * import { chunkEvents, createAgentStoreWith, customEvents } from "@reasoning-ui/core";
 * // an agent that sends chunk shorthands and no subagents, activity, steps or THINKING_*
 * const store = createAgentStoreWith([chunkEvents, customEvents], { threadId: "thread-1" });
 */
export function createAgentStoreWith(families: readonly EventFamily[], options: AgentStoreOptions = {}): AgentStore {
  return storeOn(new EventReducer({ strict: strictOption(options.strict), jsonPatch: options.jsonPatch, families }), options);
}

/** The reducer of each store made here (for {@link addEventFamilies}). */
const reducers = new WeakMap<AgentStore, EventReducer>();

/**
 * Adds event families to a store made by {@link createAgentStoreWith} (or `createAgentStore`, which has them all):
 * from the next event on, their events are handled. False for a store made elsewhere. How the session's default
 * store gets the families beyond the core before its first run.
 */
export function addEventFamilies(store: AgentStore, families: readonly EventFamily[]): boolean {
  const reducer = reducers.get(store);
  reducer?.addFamilies(families);
  return reducer !== undefined;
}

/** A store around `reducer`, remembered for {@link addEventFamilies}. */
function storeOn(reducer: EventReducer, options: AgentStoreOptions): AgentStore {
  const store = wire(reducer, options);
  reducers.set(store, reducer);
  return store;
}

/** The store's wiring around `reducer` (see {@link createAgentStore}). */
function wire(reducer: EventReducer, options: AgentStoreOptions): AgentStore {
  const initial = reducer.initial(options.threadId ?? "", options.messages);

  return createStore<AgentState>()((set, get) => {
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
    /** Change listeners (`addChangeListener`); while there are none the reducer's feed is off and builds nothing. */
    const changeListeners = new Set<AgentChangeListener>();
    const feed = reducer.changes;
    const notifyChange = (change: AgentChange) => {
      for (const fn of [...changeListeners]) {
        try {
          fn(change);
        } catch (err) {
          queueMicrotask(() => {
            throw err;
          });
        }
      }
    };
    /** Delivers a batch in order: each event's changes, then the event; changes of a command (eventIndex -1) first. */
    const deliver = (events: readonly unknown[], count: number, changes: readonly AgentChange[]) => {
      let c = 0;
      while (c < changes.length && changes[c]!.eventIndex < 0) notifyChange(changes[c++]!);
      for (let i = 0; i < count; i++) {
        while (c < changes.length && changes[c]!.eventIndex <= i) notifyChange(changes[c++]!);
        if (listening === 0) continue;
        const event = events[i];
        if (!isRecord(event) || typeof event.type !== "string") continue;
        notify(listeners.get(event.type), event as BaseEvent);
        notify(listeners.get("*"), event as BaseEvent);
      }
      while (c < changes.length) notifyChange(changes[c++]!);
    };
    /** The whole store: the reducer's next state, published with one `set` (its actions ride along, carried over by the reducer). */
    const dispatch = (input: ReducerInput) => {
      const result = reducer.reduce(get(), input);
      set(result.state as AgentState, true); // the state it was given, folded: actions carried over
      return result;
    };
    /** A command: published, then its changes delivered. */
    const command = (input: ReducerInput) => {
      dispatch(input);
      if (feed.on) deliver([], 0, feed.drain());
    };
    const apply = (events: readonly unknown[]) => {
      const result = dispatch({ type: "events", events });
      if (feed.on) deliver(events, result.applied, feed.drain());
      else if (listening > 0) deliver(events, result.applied, []);
      if (result.error !== undefined) throw result.error;
    };
    const addChangeListener: AgentState["addChangeListener"] = (listener) => {
      changeListeners.add(listener);
      feed.on = true;
      return () => {
        changeListeners.delete(listener);
        if (changeListeners.size === 0) (feed.on = false), feed.drain();
      };
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
    // The first state has the fixed shape every published state has (`copyState`): one hidden class for all of them.
    return copyState({
      ...initial,
      applyEvent,
      applyEvents: (events) => apply(events),
      addMessage: (message) => command({ type: "addMessage", message }),
      beginRun: (runId, info) => command({ type: "beginRun", runId, forwardedProps: info?.forwardedProps, resume: info?.resume }),
      endStream: (outcome) => command({ type: "endStream", outcome }),
      reset: (next = {}) => command({ type: "reset", threadId: next.threadId ?? get().threadId, messages: next.messages }),
      truncateAfter: (messageId) => command({ type: "truncateAfter", messageId }),
      fork: (parentMessageId) => command({ type: "fork", parentMessageId }),
      switchBranch: (parentMessageId, index) => command({ type: "switchBranch", parentMessageId, index }),
      restore: (snapshot) => command({ type: "restore", snapshot }),
      addEventListener,
      addChangeListener,
    } as AgentState) as AgentState;
  });
}
