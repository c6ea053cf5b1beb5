import { registerSessionOfStore } from "./sessionOfStore";
import { createStore } from "zustand/vanilla";
import { HISTORY_ENGINE } from "./history";
import { buildRunAgentInput } from "../input/buildRunAgentInput";
import { generateId } from "../protocol/ids";
import { selectRun } from "../selectors/turns";
import type { AgentStore } from "../store/createAgentStore";
import { sessionDefaultStore } from "./defaultStore";
import { runHttpAgent, type RunHttpAgentOptions } from "../transport/runHttpAgent";
import type { RunStatus } from "../types";
import { PERSISTENCE_ENGINE } from "./engine";
import type { InterruptPrepared as Prepared } from "../interrupts/types";
import { isWaitingForAnswer } from "../interrupts/waiting";
import { type PendingResume, SessionRuns } from "./reattach";
import { preloadResume, resumeHttpAgent } from "../transport/reattachOnDemand";
import { RunDetached, isDetach } from "../transport/runCursor";
import type { ContentPart } from "@ag-ui/core";
import type { AgentEditInput, AgentRunInput, AgentSession, AgentSessionOptions, AgentSessionState } from "./types";
import type { InterruptNotice } from "../interrupts/types";

/** How long a run waits for a restore in progress before it starts anyway (memory then wins over the late restore). */
const RESTORE_WAIT_MS = 3_000;
/** How long a run waits for the older pages of a long thread (docs/architecture.md, "Persistence") before it is sent with what is loaded. */
const ALL_PAGES_WAIT_MS = 15_000;

const hasUrl = (url: unknown) => (typeof url === "string" ? url.length > 0 : url instanceof URL);

/**
 * Checks the options' source of runs (the runtime twin of the type-level union): exactly one of `url` (a non-empty
 * string or a `URL`) or `runner` (a function). Used by `createAgentSession` and its `setOptions`, and by React's
 * `useAgentRun` at each render.
 *
 * @throws Error naming `who` (e.g. "useAgentRun") when neither is given, or both are.
 * @example
 * checkSessionSource({ url: "/api/agent" }); // fine
 * checkSessionSource({} as never, "useAgentRun"); // Error: `useAgentRun` needs `url` … or `runner` …
 */
export function checkSessionSource(options: AgentSessionOptions, who = "createAgentSession"): void {
  const url = hasUrl(options.url);
  if (url && options.runner) throw new Error(`\`${who}\` takes either \`url\` or \`runner\`, not both.`);
  if (!url && typeof options.runner !== "function")
    throw new Error(
      `\`${who}\` needs \`url\` (the agent endpoint, e.g. \`${who}({ url: "/api/agent" })\`) or \`runner\` (e.g. \`fromAgUiAgent(agent)\` from \`@reasoning-ui/core/adapters\`).`,
    );
}

/**
 * Creates a run session (docs/architecture.md, "Session"): the thread's runs without React — run, stop, retry /
 * regenerate and edit as branches (never deleting), branch switching, the transport (`url` through
 * `runHttpAgent`, or a `runner`), aborting a previous run, each run's `forwardedProps` on its run record, and
 * persistence through `storage`. Creating a session reads no storage, time or randomness (SSR-safe);
 * `connect()` (from an effect, or at once outside React) restores the thread and starts saving.
 *
 * Never throws after creation; run results resolve, never reject. Throws an `Error` at creation when neither
 * `url` nor `runner` is given, or both are, and a `TypeError` for a `storage` that is not one of
 * `@reasoning-ui/core/storage`'s (wrap your own backend with `threadStorage`).
 *
 * @example
 * const session = createAgentSession({ url: "/api/agent", storage: browserStorage() });
 * session.connect();
 * await session.run("Why is the sky blue?");
 * await session.retry(); // a second answer; the first stays reachable:
 * session.switchBranch(session.store.getState().messages[0]!.id, 0);
 */
export function createAgentSession(initialOptions: AgentSessionOptions): AgentSession {
  checkSessionSource(initialOptions);
  let options = initialOptions;
  // Without a store of the app's: the reducer's core now, the other event families loaded before the first stream (./defaultStore.ts).
  const lean = options.store ? undefined : sessionDefaultStore(options.threadId);
  const store: AgentStore = options.store ?? lean!.store;
  const state = createStore<AgentSessionState>()(() => ({
    threadId: store.getState().threadId,
    storage: options.storage ? "loading" : "off",
    storageError: undefined,
    threads: [],
    interruptNotice: undefined,
    runningThreads: [],
    reconnecting: false,
  }));
  // The one writer of the session's `threadId`: it follows the store's (made on first use, renamed by the agent,
  // switched, restored or reset by persistence or `threads`). Subscribing reads nothing (SSR-safe).
  store.subscribe((next, prev) => {
    if (next.threadId !== prev.threadId && state.getState().threadId !== next.threadId) state.setState({ threadId: next.threadId });
  });
  const openRuns = new SessionRuns(store, state);
  const engine = options.storage ? options.storage[PERSISTENCE_ENGINE] : undefined;
  if (options.storage && typeof engine !== "function")
    throw new TypeError(
      "createAgentSession: `storage` takes a storage from @reasoning-ui/core/storage (browserStorage(), serverStorage({ url }), …); wrap your own { load, save, remove } with threadStorage(yourBackend)",
    );
  const persistence = engine?.({ backend: options.storage!, store, state, options: options.persistence ?? {}, runs: openRuns.persisted });
  let inFlight: { controller: AbortController; done: Promise<RunStatus> } | null = null;
  let connected: (() => void) | null = null;
  /** The agent's history being merged in (`options.history`), after the restore; runs wait for it. */
  let hydrating: Promise<void> | undefined;
  let hydration: AbortController | undefined;
  const hydrate = () => {
    const history = options.history;
    const engine = history?.[HISTORY_ENGINE];
    if (!history || typeof engine !== "function") return;
    hydration?.abort();
    const controller = (hydration = new AbortController());
    hydrating = (async () => {
      await persistence?.ready();
      await persistence?.loadAll?.(); // reconciling needs the whole local thread (docs/architecture.md, "Persistence": a long one is restored in pages)
      await engine(store, history, controller.signal);
    })();
  };

  const abortAndWait = async () => {
    const previous = inFlight;
    if (!previous) return;
    previous.controller.abort();
    await previous.done;
  };

  /** Aborts what is in flight, then `prepare()` (returns undefined to give up) and streams the next run. */
  const start = async (prepare: () => Prepared): Promise<RunStatus> => {
    await abortAndWait();
    // A message sent while the thread is being restored waits for it — but never on a storage that hangs.
    if (persistence || hydrating) await Promise.race([Promise.all([persistence?.ready(), hydrating]), new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
    // A long thread restored in pages (docs/architecture.md, "Persistence"): the run sends the whole active branch, so its older pages come first
    // (bounded: a storage that hangs leaves the run with what is loaded, and the stored pages untouched).
    if (persistence?.loadAll && state.getState().earlier) await Promise.race([persistence.loadAll(), new Promise<void>((resolve) => setTimeout(resolve, ALL_PAGES_WAIT_MS))]);
    await lean?.families(); // before the user's message is added: nothing awaits between it and the run's start
    const prepared = prepare();
    if (!prepared) return store.getState().status;
    const controller = new AbortController();
    const { url, runner, store: _s, threadId: _t, forwardedProps, storage: _st, persistence: _p, interrupts: _i, history: _h, ...transport } = options;
    const merged = forwardedProps || prepared.perRun ? { ...forwardedProps, ...prepared.perRun } : undefined;
    const input = buildRunAgentInput(store.getState(), {
      ...(merged !== undefined && { forwardedProps: merged }),
      ...(prepared.resume !== undefined && { resume: prepared.resume }),
    });
    const threadKey = input.threadId;
    openRuns.writes(store.getState().threadId);
    const done = runner
      ? runner({ input, store, signal: controller.signal, follow: openRuns.hooks(threadKey) })
      : runHttpAgent({ ...(transport as Partial<RunHttpAgentOptions>), url: url!, input, store, signal: controller.signal, follow: openRuns.hooks(threadKey) });
    return settle(controller, done, threadKey);
  };

  /** Waits for a run in flight to settle, then notes its end (open runs, persistence). */
  const settle = async (controller: AbortController, done: Promise<RunStatus>, threadKey: string, onSettled?: (status: RunStatus) => void): Promise<RunStatus> => {
    const entry = { controller, done: done.catch(() => store.getState().status) };
    inFlight = entry;
    const status = await entry.done;
    if (inFlight === entry) inFlight = null;
    openRuns.settled(store.getState().threadId || threadKey, status, isDetach(controller.signal.reason));
    onSettled?.(status);
    void persistence?.flush();
    return status;
  };

  // AG-UI 1.0 interrupts (docs/architecture.md, "Interrupts"): with the opt-in support, resume and the new-message policy; without
  // it, a message while the agent waits for an answer is still refused (and resume says what is missing)
  const notify = (interruptNotice: InterruptNotice | undefined) => state.setState({ interruptNotice });
  const interrupts = initialOptions.interrupts?.support?.commands(store, notify, () => options.interrupts, start) ?? {
    notify,
    gate: (text: string) =>
      isWaitingForAnswer(store.getState()) ? (notify({ code: "interrupts_pending", message: "Your message was not sent: the agent is waiting for an answer to its request first.", text }), false as const) : undefined,
    resume: async () => {
      const notice = { code: "interrupts_unsupported", message: "Answering needs the interrupt support: pass interrupts: { support: interruptSupport } (from @reasoning-ui/core)." };
      notify(notice);
      return { ok: false as const, notice };
    },
  };

  // A restored thread whose last run is still open at the agent: re-attach and replay it in place (session/reattach.ts).
  openRuns.canResume = () => hasUrl(options.url) || typeof options.runner?.reattach === "function";
  openRuns.onResume = (pending: PendingResume) => {
    if (!options.runner?.reattach) preloadResume(); // while the run in flight settles and the families load
    void (async () => {
      await abortAndWait();
      await lean?.families();
      const { url, runner: _r, store: _s, threadId: _t, forwardedProps: _f, storage: _st, persistence: _p, interrupts: _i, history: _h, ...transport } = options;
      const reattach = options.runner?.reattach;
      if (!hasUrl(url) && !reattach) return;
      // Another tab runs it (and writes it): this one shows it live, can stop it, and does not save it. Asked while the
      // re-attach starts, so a reload waits for nothing; no save until the answer (or its absence) is known — under
      // load the answer can come after the first coalesced save, and that save would be a conflict for the writer.
      void openRuns.resolveWriter(store.getState().threadId, pending.openRun.runId);
      const controller = new AbortController();
      const stopClock = openRuns.keepClock(pending);
      let reached: string | undefined;
      const threadKey = store.getState().threadId;
      const follow = openRuns.hooks(threadKey, { onEventId: (c) => void (reached = c.lastEventId) });
      const common = { run: pending.openRun, store, runId: pending.record.runId, forwardedProps: pending.record.forwardedProps, signal: controller.signal, follow };
      const done = reattach ? reattach(common) : resumeHttpAgent({
        ...(transport as Partial<RunHttpAgentOptions>),
        url: url!,
        run: pending.openRun,
        store,
        runId: pending.record.runId,
        forwardedProps: pending.record.forwardedProps,
        signal: controller.signal,
        follow,
      });
      await settle(controller, done, threadKey, () => {
        stopClock();
        openRuns.fallBack(pending, reached);
      });
    })();
  };

  /**
   * Appends the user's message — its content the text alone, or with attachments `[{ type: "text", text }, ...parts]`
   * (no text part for empty text) — and says whether it was taken: a strict store refuses one with a malformed part
   * (diagnostic `invalid_content_part`), and then nothing is sent.
   */
  const addUser = (text: string, parts: readonly ContentPart[]) => {
    const id = generateId("msg");
    store.getState().addMessage({ id, role: "user", content: parts.length ? [...(text ? [{ type: "text" as const, text }] : []), ...parts] : text });
    return store.getState().messages.at(-1)?.id === id;
  };

  const run = (input: AgentRunInput) =>
    start(() => {
      const text = typeof input === "string" ? input : String(input?.text ?? "");
      const perRun = typeof input === "string" ? undefined : input?.forwardedProps;
      const parts = typeof input === "string" || !Array.isArray(input?.parts) ? [] : input.parts;
      const cancelling = interrupts.gate(text);
      if (cancelling === false) return undefined;
      interrupts.notify(undefined);
      if (!addUser(text, parts)) return undefined;
      return cancelling ? { perRun, resume: cancelling } : { perRun };
    });

  /** The per-run props a turn answering user message `userMessageId` was sent with (its run record's). */
  const propsOf = (userMessageId: string) => {
    const runs = store.getState().runs;
    for (let i = runs.length - 1; i >= 0; i--) if (runs[i]!.userMessageId === userMessageId) return runs[i]!.forwardedProps;
    return undefined;
  };

  const retry = (runId?: string) =>
    start(() => {
      const s = store.getState();
      const record = runId === undefined ? s.runs[s.runs.length - 1] : selectRun(s, runId);
      const userMessageId = record?.userMessageId;
      if (userMessageId === undefined || !s.messages.some((m) => m.id === userMessageId)) return undefined;
      const perRun = record!.forwardedProps;
      s.fork(userMessageId);
      return { perRun };
    });

  const edit = (messageId: string, input: AgentEditInput) =>
    start(() => {
      const s = store.getState();
      const at = s.messages.findIndex((m) => m.id === messageId);
      const text = typeof input === "string" ? input : input?.text;
      if (at < 0 || s.messages[at]!.role !== "user" || typeof text !== "string") return undefined;
      // a string keeps the edited message's attachments (its media parts, byte-identical); `{ text, parts }` replaces them
      const old = s.messages[at]!.content;
      const parts = typeof input === "string" ? (Array.isArray(old) ? old.filter((p) => p.type !== "text") : []) : Array.isArray(input.parts) ? input.parts : [];
      const perRun = propsOf(messageId);
      const parent = at === 0 ? "" : s.messages[at - 1]!.id;
      const before = s.branches[parent]?.active ?? 0;
      s.fork(parent);
      // refused: back to the message as it was, nothing sent
      if (!addUser(text, parts)) return void store.getState().switchBranch(parent, before);
      return { perRun };
    });

  const stop = () => inFlight?.controller.abort();
  /** Stops following the run in flight without cancelling it at the agent (a logged run goes on; see `runningThreads`). */
  const detach = async () => {
    const previous = inFlight;
    if (!previous) return;
    previous.controller.abort(new RunDetached());
    await previous.done;
  };

  const switchBranch = (parentMessageId: string, index: number) => {
    // the variants of a long thread are stored apart (docs/architecture.md, "Persistence"): loaded first, then the switch (once: a failed load
    // leaves the store as it was, and the switch reports `unknown_branch` instead of trying again)
    if (persistence?.loadAll && state.getState().earlier) void persistence.loadAll().then(() => applySwitch(parentMessageId, index));
    else applySwitch(parentMessageId, index);
  };
  const applySwitch = (parentMessageId: string, index: number) => {
    if (inFlight) {
      // Switching away from a streaming answer stops it first (it settles, then the switch applies).
      const pending = inFlight;
      pending.controller.abort();
      void pending.done.then(() => store.getState().switchBranch(parentMessageId, index));
      return;
    }
    store.getState().switchBranch(parentMessageId, index);
  };

  const session: AgentSession = {
    store,
    state,
    run,
    stop,
    resume: interrupts.resume,
    retry,
    edit,
    switchBranch,
    threads: {
      list: () => state.getState().threads,
      create: async () => {
        await detach();
        if (persistence) return persistence.create();
        store.getState().reset({ threadId: "" });
        return "";
      },
      switch: async (threadId: string) => {
        await detach();
        if (persistence) {
          await persistence.open(threadId);
          hydrate();
          return hydrating;
        }
        store.getState().reset({ threadId });
      },
      remove: async (threadId: string) => {
        if (threadId === store.getState().threadId) await abortAndWait();
        if (persistence) return persistence.remove(threadId);
        if (threadId === store.getState().threadId) store.getState().reset({ threadId: "" });
      },
    },
    connect: () => {
      if (connected) return connected;
      const detachStorage = persistence?.connect(options.threadId);
      void lean?.families(); // after the first paint (connect runs in an effect): ready before the first run needs it
      hydrate();
      const disconnect = () => {
        if (connected !== disconnect) return;
        connected = null;
        openRuns.release();
        inFlight?.controller.abort(new RunDetached());
        hydration?.abort();
        detachStorage?.();
      };
      connected = disconnect;
      return disconnect;
    },
    ready: () => persistence?.ready() ?? Promise.resolve(),
    flush: () => persistence?.flush() ?? Promise.resolve(),
    earlier: {
      load: () => persistence?.loadEarlier?.() ?? Promise.resolve(),
      loadAll: () => persistence?.loadAll?.() ?? Promise.resolve(),
    },
    setOptions: (next) => {
      checkSessionSource(next);
      options = next;
    },
  };
  registerSessionOfStore(store, session);
  return session;
}
