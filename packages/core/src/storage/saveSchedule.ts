/**
 * When persistence writes (docs/architecture.md, "Persistence"): every task runs in one serial queue (one write at
 * a time, in order); changes are coalesced — at most one save per `delayMs`, never per delta — and at most one
 * save waits in the queue (a storage that hangs never piles saves up: the waiting one saves the latest state); a
 * save that failed because the storage is down is tried again with the kit's backoff (`helpers/backoff.ts`, 1 s →
 * 30 s, jittered) until it succeeds. Never rejects.
 */
import { backoffDelay } from "../helpers/backoff";

/** The retry backoff of a save the storage refused because it was down (ms). */
export const SAVE_RETRY = { initialMs: 1_000, maxMs: 30_000 } as const;

export class SaveSchedule {
  /** Changes not saved yet. */
  dirty = false;
  /** A save is writing (between taking the state and the storage's answer). */
  saving = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pending: Promise<void> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Retries since the last successful save. */
  private attempt = 0;

  constructor(
    private readonly delayMs: number,
    private readonly save: () => Promise<void>,
  ) {}

  /** Whether a save waits in the queue. */
  get waiting(): boolean {
    return this.pending !== undefined;
  }

  /** Runs `task` after every task queued before it. Never rejects. */
  serial(task: () => Promise<void>): Promise<void> {
    const next = this.queue.then(task).catch(() => undefined);
    this.queue = next;
    return next;
  }

  /** Something saved changed: a save within `delayMs`. */
  markDirty(): void {
    this.dirty = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.queueSave();
    }, this.delayMs);
  }

  /** Pending changes dropped (the thread they belonged to is gone, or replaced). */
  clean(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty = false;
  }

  /** Writes pending changes now (after what is queued). Never rejects. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty) return this.queue;
    return this.queueSave();
  }

  /** One save waiting in the queue at most: it saves the latest state. */
  queueSave(): Promise<void> {
    if (this.pending) return this.pending;
    const pending = this.serial(async () => {
      this.pending = undefined;
      this.saving = true;
      try {
        await this.save();
      } finally {
        this.saving = false;
      }
    });
    this.pending = pending;
    return pending;
  }

  /** A save succeeded: the next failure backs off from the start again. */
  saved(): void {
    this.attempt = 0;
  }

  /** Tries the save again later (the storage is down or unreachable), backing off; one retry armed at a time. */
  retryLater(): void {
    if (this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.dirty) void this.queueSave();
    }, backoffDelay(this.attempt++, SAVE_RETRY));
    (this.retryTimer as { unref?: () => void }).unref?.();
  }
}
