import type { ServerResponse } from "node:http";
import type { BaseEvent } from "@ag-ui/core";
import { EventEncoder } from "@ag-ui/encoder";

/** Thrown inside a scenario once the client has gone; the runner swallows it. */
export class ClientGone extends Error {
  constructor() {
    super("client disconnected");
  }
}

/** Any AG-UI event, including the deprecated THINKING_* ones that 1.0's `EventType` no longer lists. */
export type OutgoingEvent = { type: string; timestamp?: number } & Record<string, unknown>;

/**
 * Writes one run's events as SSE (through `@ag-ui/encoder`) with pacing and timestamps.
 * Every event gets `timestamp` (ms since epoch) from a clock that is real time plus any simulated
 * thinking time (see {@link Script.think}).
 */
export class Script {
  private readonly encoder = new EventEncoder();
  private skew = 0;
  private last = 0;
  private counters = new Map<string, number>();
  private wake: (() => void) | undefined;
  /** True once RUN_ERROR was sent or the socket was cut: the runner then sends no RUN_FINISHED. */
  ended = false;
  /** True once the client disconnected (or the server closed): no more writes happen. */
  gone = false;

  constructor(
    private readonly res: ServerResponse,
    readonly threadId: string,
    readonly runId: string,
    /** Delay between deltas, ms; 0 streams without delay. */
    readonly paceMs: number,
  ) {
    res.on("close", () => {
      this.gone = true;
      this.wake?.();
    });
  }

  /** A run-unique id: `${runId}-${kind}-${n}`. */
  id(kind: string): string {
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    return `${this.runId}-${kind}-${n}`;
  }

  /** Current event time in ms: monotonic, includes simulated thinking time. */
  now(): number {
    this.last = Math.max(this.last, Date.now() + this.skew);
    return this.last;
  }

  /** Stamps and writes one event. @throws ClientGone when the client has disconnected. */
  emit(event: OutgoingEvent): void {
    if (this.gone || this.res.destroyed) throw new ClientGone();
    const stamped = { ...event, timestamp: event.timestamp ?? this.now() };
    this.res.write(this.encoder.encodeSSE(stamped as unknown as BaseEvent));
  }

  /** Waits `ms` (default `paceMs`) unless pacing is off; wakes early when the client disconnects. */
  async sleep(ms = this.paceMs): Promise<void> {
    if (ms > 0 && !this.gone) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
    if (this.gone) throw new ClientGone();
  }

  /**
   * Reasoning that shows nothing for `ms`: with pacing on, really waits that long; with `paceMs: 0`,
   * advances the event clock instead, so timestamps still span `ms` and the duration is known.
   */
  async think(ms: number): Promise<void> {
    if (this.paceMs > 0) await this.sleep(ms);
    else this.skew += ms;
  }

  /** Emits `make(delta)` for each delta of `text` (word-ish pieces), pausing `paceMs` after each. */
  async stream(text: string, make: (delta: string) => OutgoingEvent): Promise<void> {
    for (const delta of splitDeltas(text)) {
      this.emit(make(delta));
      await this.sleep();
    }
  }

  /** Sends RUN_ERROR and marks the run ended. */
  fail(message: string, code: string): void {
    this.emit({ type: "RUN_ERROR", message, code });
    this.ended = true;
  }

  /**
   * Destroys the socket mid-stream (no RUN_FINISHED, no chunked terminator), once what was already
   * written has reached the kernel, so the client sees every earlier event and then a broken stream.
   * A short grace period (100 ms) lets a browser hand those bytes to the page first: Chromium drops a
   * response's last buffered bytes when the connection breaks in the same network read.
   */
  async cut(): Promise<void> {
    this.ended = true;
    const socket = this.res.socket;
    if (socket && !socket.destroyed) await new Promise<void>((resolve) => socket.write("", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    this.gone = true;
    socket?.destroy();
  }
}

/** Splits text into word-ish deltas that keep their trailing whitespace, so joining them restores the text. */
export function splitDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
