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

/** What {@link Script} writes to: a `ServerResponse` or anything with the same streaming surface. */
export type EventSink = Pick<ServerResponse, "write" | "on" | "off" | "once" | "destroyed" | "socket" | "destroy">;

/**
 * Writes one run's events as SSE (through `@ag-ui/encoder`) with pacing, timestamps and backpressure.
 * Every event gets `timestamp` (ms since epoch) from a clock that is real time plus any simulated
 * thinking time (see {@link Script.think}). When `write()` returns `false` the next event waits for
 * `drain`, so a client that stops reading holds at most one stream buffer (`highWaterMark`, 16 KiB) plus
 * one event; if no `drain` comes within `writeStallMs` the connection is destroyed.
 */
export class Script {
  private readonly encoder = new EventEncoder();
  private skew = 0;
  private last = 0;
  private counters = new Map<string, number>();
  private wake: (() => void) | undefined;
  private draining: Promise<void> | undefined;
  /** True once RUN_ERROR was sent or the socket was cut: the runner then sends no RUN_FINISHED. */
  ended = false;
  /** True once the client disconnected (or the server closed): no more writes happen. */
  gone = false;
  /** True once the connection was dropped because the client stopped reading for `writeStallMs`. */
  stalled = false;

  constructor(
    private readonly res: EventSink,
    readonly threadId: string,
    readonly runId: string,
    /** Delay between deltas, ms; 0 streams without delay. */
    readonly paceMs: number,
    /** How long a write may wait for `drain` before the connection is dropped, ms. */
    readonly writeStallMs = 30_000,
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

  /**
   * Stamps and writes one event; resolves once the response can take more (at once, or after `drain`).
   * @throws ClientGone when the client has disconnected, or stopped reading for `writeStallMs`.
   */
  async emit(event: OutgoingEvent): Promise<void> {
    if (this.draining) await this.draining;
    if (this.gone || this.res.destroyed) throw new ClientGone();
    const stamped = { ...event, timestamp: event.timestamp ?? this.now() };
    if (!this.res.write(this.encoder.encodeSSE(stamped as unknown as BaseEvent))) {
      this.draining = this.waitForDrain().finally(() => (this.draining = undefined));
      await this.draining;
    }
  }

  /** Resolves on `drain`; rejects with ClientGone on `close` or after `writeStallMs` without `drain`. */
  private waitForDrain(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.res.off("drain", onDrain);
        this.res.off("close", onClose);
        if (ok) resolve();
        else reject(new ClientGone());
      };
      const onDrain = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => {
        this.stalled = true;
        this.gone = true;
        this.res.destroy();
        done(false);
      }, this.writeStallMs);
      this.res.on("drain", onDrain);
      this.res.on("close", onClose);
    });
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
      await this.emit(make(delta));
      await this.sleep();
    }
  }

  /** Sends RUN_ERROR and marks the run ended. */
  async fail(message: string, code: string): Promise<void> {
    this.ended = true;
    await this.emit({ type: "RUN_ERROR", message, code });
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
    if (socket && !socket.destroyed) {
      // Bounded: a client that stopped reading never acknowledges the bytes.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.writeStallMs);
        socket.write("", () => (clearTimeout(timer), resolve()));
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    this.gone = true;
    socket?.destroy();
  }
}

/** Splits text into word-ish deltas that keep their trailing whitespace, so joining them restores the text. */
export function splitDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
