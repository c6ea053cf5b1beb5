import type { StoreApi } from "zustand/vanilla";
import { pinRunClock, type AgentStore } from "../store/createAgentStore";
import { clockPinOf } from "../reducer/runClockPin";
import type { RunFollowHooks } from "../transport/runCursor";
import type { OpenRun, RunRecord, RunStatus, ThreadSnapshot } from "../types";
import type { AgentSessionState, PersistedRuns } from "./types";

/** A stored open run the session re-attaches to after a restore: the snapshot as stored (the fallback) and its run. */
export interface PendingResume {
  snapshot: ThreadSnapshot;
  openRun: OpenRun;
  record: RunRecord;
}

const seqOf = (id: string | undefined) => (id === undefined ? 0 : Number(id.slice(id.lastIndexOf(":") + 1)) || 0);

/**
 * The session's open runs (docs/architecture.md, "Runs that outlive the page"): which thread has a run still open at
 * the agent (a logged run: SSE ids `<runId>:<seq>`), kept with the thread when it is saved and listed in the session
 * state (`runningThreads`); on restore, a snapshot whose last run is open is rolled back to before that run and the
 * session re-attaches, replaying the run from its start — the turn is rebuilt exactly, in place, with its clock
 * (the stored receipt times, else the agent's timestamps shifted onto the client's clock).
 */
export class SessionRuns {
  private readonly open = new Map<string, OpenRun>();
  /** Set by the session: whether its transport can re-attach (a `url`), and what to do with a restored open run. */
  canResume: () => boolean = () => false;
  onResume: (pending: PendingResume) => void = () => undefined;

  constructor(
    private readonly store: AgentStore,
    private readonly state: StoreApi<AgentSessionState>,
  ) {}

  /** The persistence engine's view: the open run saved with each thread, and restores prepared for re-attach. */
  readonly persisted: PersistedRuns = {
    openRun: (threadId) => this.open.get(threadId),
    prepareRestore: (snapshot) => this.prepareRestore(snapshot),
    following: (threadId) => this.followers.has(threadId) || this.asking.has(threadId),
    deciding: (threadId) => this.asking.get(threadId),
  };

  /**
   * Threads re-attached to a stored open run while this tab asks whether another tab writes it: no saves meanwhile
   * (a save now would bump the revision under the writing tab and put it into `conflict`), and the writer's saves
   * are taken as the thread's. Resolved by the answer, or its absence (then this tab writes, and saves at once).
   */
  private readonly asking = new Map<string, Promise<void>>();

  /** Threads whose run another tab runs and writes: this tab shows it and can stop it, but does not save it. */
  private readonly followers = new Set<string>();
  /** Runs this tab runs and writes (answers other tabs' "who runs it?"). */
  private readonly owned = new Map<string, string>();
  private channel: BroadcastChannel | undefined;
  private readonly waiting = new Map<string, () => void>();

  /** The cross-tab channel (opened on first use; none where BroadcastChannel is missing). */
  private bus(): BroadcastChannel | undefined {
    if (this.channel || typeof BroadcastChannel !== "function") return this.channel;
    try {
      const channel = new BroadcastChannel("reasoning-ui:runs");
      (channel as { unref?: () => void }).unref?.();
      channel.onmessage = (e: MessageEvent) => {
        const d = e.data as { type?: unknown; runId?: unknown; threadId?: unknown } | null;
        if (!d || typeof d.runId !== "string") return;
        if (d.type === "who-runs" && this.owned.has(d.runId)) this.post({ type: "i-run", runId: d.runId });
        else if (d.type === "i-run") this.waiting.get(d.runId)?.();
        else if (d.type === "released" && typeof d.threadId === "string") this.followers.delete(d.threadId); // the writer went away: this tab writes now
      };
      this.channel = channel;
      // A reload or a closed tab: the runs this tab wrote go to a tab that follows them.
      globalThis.addEventListener?.("pagehide", () => this.release());
    } catch {
      /* no cross-tab coordination: each tab writes (a conflict is reported, never silent) */
    }
    return this.channel;
  }

  private post(message: unknown): void {
    try {
      this.bus()?.postMessage(message);
    } catch {
      /* best effort */
    }
  }

  /** Whether another tab runs `runId` now (asks over the channel; answers within `waitMs`). */
  async ownedElsewhere(runId: string, waitMs = 150): Promise<boolean> {
    if (!this.bus()) return false;
    return new Promise((resolve) => {
      const timer = setTimeout(() => (this.waiting.delete(runId), resolve(false)), waitMs);
      this.waiting.set(runId, () => {
        clearTimeout(timer);
        this.waiting.delete(runId);
        resolve(true);
      });
      this.post({ type: "who-runs", runId });
    });
  }

  /**
   * A restored open run of `threadId` is re-attached: asks whether another tab writes it (see {@link asking}); that
   * tab's answer within `waitMs` makes this one a follower, no answer makes it the writer. Saves of the thread wait
   * for this (`PersistedRuns.deciding`).
   */
  resolveWriter(threadId: string, runId: string, waitMs = 500): Promise<void> {
    const decided = this.ownedElsewhere(runId, waitMs).then((elsewhere) => {
      if (this.asking.get(threadId) !== decided) return;
      this.asking.delete(threadId);
      if (elsewhere) this.own(threadId, runId, true);
    });
    this.asking.set(threadId, decided);
    return decided;
  }

  /** This tab runs and writes `runId` of `threadId` (or, `follower`, only follows it). */
  own(threadId: string, runId: string, follower: boolean): void {
    if (follower) {
      this.followers.add(threadId);
      this.owned.delete(runId);
    } else {
      this.followers.delete(threadId);
      this.owned.set(runId, threadId);
      this.bus();
    }
  }

  /** This tab starts a run of its own on `threadId`: it writes the thread from now on. */
  writes(threadId: string): void {
    this.followers.delete(threadId);
    this.asking.delete(threadId);
  }

  /** Releases the runs this tab wrote (page going away): a following tab takes over writing them. */
  release(): void {
    for (const [runId, threadId] of this.owned) this.post({ type: "released", runId, threadId });
    this.owned.clear();
  }

  /** The hooks a transport reports a run of `threadId` to (`key` is the thread as the store names it when the run starts). */
  hooks(key: string, extra?: RunFollowHooks): RunFollowHooks {
    return {
      onEventId: (cursor) => {
        const threadId = this.store.getState().threadId || key;
        if (!this.followers.has(threadId) && !this.owned.has(cursor.runId)) this.own(threadId, cursor.runId, false);
        const known = this.open.get(threadId);
        if (!known || known.runId !== cursor.runId || known.threadId !== cursor.threadId) this.set(threadId, { threadId: cursor.threadId, runId: cursor.runId, lastEventId: cursor.lastEventId });
        else known.lastEventId = cursor.lastEventId;
        extra?.onEventId?.(cursor);
      },
      onReconnecting: (cursor) => {
        this.state.setState({ reconnecting: true });
        extra?.onReconnecting?.(cursor);
      },
      onReconnected: (cursor) => {
        this.state.setState({ reconnecting: false });
        extra?.onReconnected?.(cursor);
      },
    };
  }

  /** A run of `threadId` settled: a run that ended (finished, failed, stopped here or elsewhere) is no longer open; a detached one stays open. */
  settled(threadId: string, _status: RunStatus, detached: boolean): void {
    if (this.state.getState().reconnecting) this.state.setState({ reconnecting: false });
    for (const [runId, t] of this.owned) if (t === threadId) this.owned.delete(runId);
    if (!detached) this.set(threadId, undefined);
  }

  /** Whether `threadId` has a run open at the agent (as far as this session knows). */
  isOpen(threadId: string): boolean {
    return this.open.has(threadId);
  }

  private set(threadId: string, run: OpenRun | undefined): void {
    if (run) this.open.set(threadId, run);
    else if (!this.open.delete(threadId)) return;
    this.state.setState({ runningThreads: [...this.open.keys()] });
    this.persisted.onChange?.();
  }

  private prepareRestore(snapshot: ThreadSnapshot): ThreadSnapshot {
    const { openRun, ...rest } = snapshot;
    const last = rest.runs[rest.runs.length - 1];
    if (!openRun) {
      this.set(snapshot.threadId, undefined);
      return rest;
    }
    const at = last?.userMessageId === undefined ? -1 : rest.messages.findIndex((m) => m.id === last.userMessageId);
    if (!last || at < 0 || !this.canResume()) return rest; // restored as it was saved (an open turn shows as cut)
    this.set(snapshot.threadId, openRun);
    const kept = rest.messages.slice(0, at + 1);
    const ids = new Set(kept.map((m) => m.id));
    const spans: ThreadSnapshot["spans"] = {};
    for (const id in rest.spans) if (rest.spans[id]!.messageIds.some((m) => ids.has(m))) spans[id] = rest.spans[id]!;
    queueMicrotask(() => this.onResume({ snapshot, openRun, record: last }));
    return { ...rest, messages: kept, spans, runs: rest.runs.slice(0, -1) };
  }

  /**
   * A re-attach that failed before the replay reached what was stored: the stored turn comes back as it was saved,
   * `cut` with the agent's reason (nothing shown before is lost).
   */
  fallBack(pending: PendingResume, reached: string | undefined): void {
    const s = this.store.getState();
    const run = s.runs[s.runs.length - 1];
    if (run?.status !== "cut") return;
    // The replay got at least as far as what was stored (by id, or — without ids — by messages): keep it.
    if (reached !== undefined ? seqOf(reached) >= seqOf(pending.openRun.lastEventId) : s.messages.length >= pending.snapshot.messages.length) return;
    const { openRun: _o, ...snapshot } = pending.snapshot;
    const runs = snapshot.runs.slice(0, -1);
    runs.push({ ...pending.record, status: "cut", ...(run.error && { error: run.error }) });
    this.store.getState().restore({ ...snapshot, runs });
  }

  /**
   * Keeps one clock across the seam while a restored run is replayed: a command through the store's reducer
   * (`pinRunClock`, `reducer/runClockPin.ts`) — each replayed reasoning message takes its stored receipt times, else
   * its agent timestamps shifted by the stored skew; the run record keeps its stored start — written in the same
   * publish as the events. Returns the function that releases the pin.
   */
  keepClock(pending: PendingResume): () => void {
    pinRunClock(this.store, clockPinOf(pending.snapshot, pending.record));
    return () => void pinRunClock(this.store, undefined);
  }
}
