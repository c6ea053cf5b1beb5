/**
 * Tabs of one browser sharing a storage (docs/architecture.md, "Persistence"): each save is announced on a
 * BroadcastChannel; a tab showing that thread with nothing unsaved shows the other tab's version, a tab with
 * unsaved changes finds the conflict at its next save (the revision check) and keeps its turns as a separate
 * thread — nothing overwritten, nothing lost, the user told. Without BroadcastChannel the revision check alone still
 * detects every conflict.
 */
import { generateId } from "../protocol/ids";
import { readable } from "./errors";
import type { PersistenceContext, ThreadNotice } from "./persistenceContext";
import { copyTitle, threadTitle } from "./schema";
import { summaries } from "./threadIndex";
import { readIndex } from "./threadList";

/** The channel's name (one per origin). */
export const THREADS_CHANNEL = "reasoning-ui:threads";

/** The cross-tab channel of one persistence: opened on connect, closed on disconnect. */
export class CrossTab {
  private channel: BroadcastChannel | undefined;

  constructor(private readonly c: PersistenceContext) {}

  /** Opens the channel (none where BroadcastChannel is missing or refused). */
  open(): void {
    if (typeof BroadcastChannel !== "function") return;
    try {
      const channel = new BroadcastChannel(THREADS_CHANNEL);
      (channel as { unref?: () => void }).unref?.();
      channel.onmessage = (e: MessageEvent) => this.onNotice(e.data);
      this.channel = channel;
    } catch {
      /* no cross-tab notice: the revision check still detects conflicts at the next save */
    }
  }

  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }

  /** Tells the other tabs (best effort). */
  post(message: ThreadNotice): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      /* best effort */
    }
  }

  /** Another tab's notice: a save of the thread shown here is a conflict; any change refreshes the list. */
  onNotice(data: unknown): void {
    const c = this.c;
    const d = data as { type?: unknown; threadId?: unknown; revision?: unknown; writer?: unknown } | null;
    if (!d || typeof d.threadId !== "string") return;
    const s = c.store.getState();
    const mine = d.threadId === s.threadId && typeof d.revision === "number";
    // Following another tab's run of this thread: its saves are the thread's (same events), not a conflict.
    if (d.type === "saved" && mine && c.runs?.following?.(d.threadId)) c.revision = d.revision as number;
    else if (d.type === "saved" && d.writer !== c.writer && mine && d.revision !== c.revision && !c.forks.has(d.threadId)) {
      // Nothing unsaved here: show the other tab's version. Otherwise the next save finds the conflict and keeps
      // this tab's changes as a separate thread.
      if (!c.schedule.dirty && s.status !== "running") c.loading = c.schedule.serial(() => c.load(d.threadId as string, true));
      return;
    }
    void c.schedule.serial(async () => {
      try {
        c.state.setState({ threads: summaries(await readIndex(c.storage)) });
      } catch {
        /* the list stays as it was */
      }
    });
  }
}

/**
 * Thread `threadId` (shown here) was saved elsewhere since this tab loaded it, and this tab has changes: they are
 * saved to a new, separate thread (nothing overwritten, nothing lost) and the user is told.
 */
export function conflict(c: PersistenceContext, threadId: string): void {
  const fork = generateId("thread");
  c.forks.set(threadId, fork);
  c.revision = 0;
  c.schedule.dirty = true;
  void c.schedule.queueSave();
  c.fail({ code: "conflict", message: readable("conflict").replace("{title}", copyTitle(threadTitle(c.store.getState().messages))), threadId });
}
