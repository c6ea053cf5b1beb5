/**
 * The {@link RunLogStore} contract as a vitest suite (docs/architecture.md, "Runs that outlive the page"): what the
 * run log relies on from any store — the memory store, the Redis store, and a store you write — checked through the
 * store's own methods and through `createRunLog` on it. The test runner's functions are passed in (`test`), so this
 * entry imports no test framework: vitest's, or Jest's with the same names, work.
 */
import { randomUUID } from "node:crypto";
import { type BaseEvent, EventType } from "@ag-ui/core";
import type { afterEach as AfterEach, describe as Describe, expect as Expect, it as It } from "vitest";
import { createRunLog } from "../runlog/runLog";
import type { LogEntry, LoggedEvent, RunLogStore, RunNotice, RunRecord } from "../runlog/types";

/** Options of {@link runLogStoreContract}. */
export interface RunLogStoreContractOptions {
  /**
   * The test runner's functions the suite registers its tests with: `{ describe, it, expect, afterEach }` as vitest
   * exports them (Jest's globals of the same names fit too).
   */
  test: RunLogStoreContractTestApi;
  /**
   * Several stores made by `makeStore` share one backend (Redis behind several agent instances): the suite also runs
   * a run on one run log and re-attaches to it, and cancels it, from another. Default false (the memory store: one process).
   */
  shared?: boolean;
  /** Longest wait for something asynchronous to show (a pub/sub notice, a key's expiry), ms. Default 5,000. */
  settleMs?: number;
}

/** The test functions {@link runLogStoreContract} needs, typed as vitest declares them. */
export interface RunLogStoreContractTestApi {
  describe: typeof Describe;
  it: typeof It;
  expect: typeof Expect;
  afterEach: typeof AfterEach;
}

type Source = (signal: AbortSignal) => AsyncIterable<BaseEvent>;

/** A run's source: RUN_STARTED, a reasoning message of `n` deltas released one by one through `gate`, RUN_FINISHED. */
function gated(runId: string, n: number) {
  let open = 0;
  let wake: (() => void) | undefined;
  const source: Source = (signal) =>
    (async function* (): AsyncGenerator<BaseEvent> {
      yield { type: EventType.RUN_STARTED, threadId: "t", runId } as BaseEvent;
      yield { type: EventType.REASONING_MESSAGE_START, messageId: "m", role: "reasoning" } as BaseEvent;
      for (let i = 0; i < n; i++) {
        while (i >= open) {
          if (signal.aborted) return;
          await new Promise<void>((r) => {
            wake = r;
            signal.addEventListener("abort", () => r(), { once: true });
          });
        }
        yield { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "m", delta: `d${i} ` } as BaseEvent;
      }
      yield { type: EventType.REASONING_MESSAGE_END, messageId: "m" } as BaseEvent;
      yield { type: EventType.RUN_FINISHED, threadId: "t", runId } as BaseEvent;
    })();
  return {
    source,
    release(k: number) {
      open += k;
      wake?.();
    },
  };
}

const deltas = (events: readonly LoggedEvent[]) =>
  events
    .map((e) => JSON.parse(e.data) as { type: string; delta?: string })
    .filter((e) => e.type === "REASONING_MESSAGE_CONTENT")
    .map((e) => e.delta)
    .join("");

/**
 * Registers the {@link RunLogStore} contract as vitest tests (a `describe` named after `name`): records, consecutive
 * appends read back byte-for-byte, trimming, the end and its TTL, `touch` that never re-creates a run, notices
 * (`append` / `end` / `cancel`) to watchers until they unsubscribe, and a run through `createRunLog` on the store —
 * numbered events, re-attach after an id, status; with `shared`, re-attach and cancel from another instance.
 * `makeStore` is called for each store a test needs; the suite closes them after the test.
 *
 * @example
 * // test/myStore.test.ts
 * import { afterEach, describe, expect, it } from "vitest";
 * import { runLogStoreContract } from "@reasoning-ui/agent/testing";
 * runLogStoreContract("my store", () => myRunStore(connection), { shared: true, test: { describe, it, expect, afterEach } });
 */
export function runLogStoreContract(name: string, makeStore: () => RunLogStore | Promise<RunLogStore>, options: RunLogStoreContractOptions): void {
  const { describe, it, expect, afterEach } = options.test;
  const settleMs = options.settleMs ?? 5_000;
  const made: RunLogStore[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const store = async () => {
    const s = await makeStore();
    made.push(s);
    return s;
  };
  const eventually = async (check: () => boolean | Promise<boolean>) => {
    const until = Date.now() + settleMs;
    while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(await check()).toBe(true);
  };
  const record = (runId: string, extra: Partial<RunRecord> = {}): RunRecord => ({ threadId: "t", runId, owner: "alice", status: "running", startedAt: 1_000, lastSeq: 0, firstSeq: 1, readerSeenAt: 1_000, ...extra });
  const entries = (from: number, to: number, text = (seq: number) => JSON.stringify({ type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: `${seq} "é😀\\` })): LogEntry[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ seq: from + i, data: text(from + i) }));

  afterEach(async () => {
    for (const c of closers.splice(0).reverse()) await c().catch(() => undefined);
    for (const s of made.splice(0)) await s.close?.().catch(() => undefined);
  });

  describe(`${name}: RunLogStore contract`, () => {
    it("create then get gives the record back; an unknown run is undefined; create again replaces the run and its log", async () => {
      const s = await store();
      const runId = randomUUID();
      expect(await s.get(runId)).toBeUndefined();
      await s.create(record(runId));
      expect(await s.get(runId)).toMatchObject({ threadId: "t", runId, owner: "alice", status: "running", startedAt: 1_000, lastSeq: 0, firstSeq: 1 });
      await s.append(runId, entries(1, 3), 1);
      await s.create(record(runId, { startedAt: 2_000 }));
      expect(await s.get(runId)).toMatchObject({ startedAt: 2_000, lastSeq: 0 });
      expect(await s.read(runId, 0, 10)).toEqual([]);
    });

    it("appends read back oldest first, after a sequence number, at most `max`, byte-for-byte; runs do not mix", async () => {
      const s = await store();
      const [a, b] = [randomUUID(), randomUUID()];
      await s.create(record(a));
      await s.create(record(b));
      const written = entries(1, 7);
      expect(await s.append(a, written.slice(0, 4), 1)).not.toBe(false);
      await s.append(a, written.slice(4), 1);
      await s.append(b, entries(1, 1, () => "{\"type\":\"RUN_STARTED\"}"), 1);
      expect(await s.read(a, 0, 100)).toEqual(written);
      expect(await s.read(a, 2, 3)).toEqual(written.slice(2, 5));
      expect(await s.read(a, 7, 10)).toEqual([]);
      expect(await s.read(b, 0, 10)).toEqual([{ seq: 1, data: "{\"type\":\"RUN_STARTED\"}" }]);
      expect(await s.read(randomUUID(), 0, 10)).toEqual([]);
      expect(await s.get(a)).toMatchObject({ lastSeq: 7, firstSeq: 1 });
    });

    it("an append's firstSeq trims the entries before it", async () => {
      const s = await store();
      const runId = randomUUID();
      await s.create(record(runId));
      await s.append(runId, entries(1, 5), 1);
      await s.append(runId, entries(6, 8), 4);
      expect((await s.read(runId, 0, 100)).map((e) => e.seq)).toEqual([4, 5, 6, 7, 8]);
      expect(await s.get(runId)).toMatchObject({ lastSeq: 8, firstSeq: 4 });
    });

    it("end records how the run ended, and the run is gone after its TTL", async () => {
      const s = await store();
      const runId = randomUUID();
      await s.create(record(runId));
      await s.append(runId, entries(1, 2), 1);
      await s.end(runId, { status: "error", endedAt: 5_000, reason: "The model refused.", code: "refused" }, 300);
      expect(await s.get(runId)).toMatchObject({ status: "error", endedAt: 5_000, reason: "The model refused.", code: "refused", lastSeq: 2 });
      expect((await s.read(runId, 0, 10)).length).toBe(2);
      await eventually(async () => (await s.get(runId)) === undefined);
      expect(await s.read(runId, 0, 10)).toEqual([]);
    });

    it("touch moves readerSeenAt of a run it holds and never re-creates an unknown one", async () => {
      const s = await store();
      const runId = randomUUID();
      await s.create(record(runId));
      await s.touch(runId, 9_000);
      expect((await s.get(runId))?.readerSeenAt).toBe(9_000);
      const gone = randomUUID();
      await s.touch(gone, 9_000);
      expect(await s.get(gone)).toBeUndefined();
    });

    it("watchers are told append, end and cancel until they unsubscribe", async () => {
      const s = await store();
      const runId = randomUUID();
      await s.create(record(runId));
      const seen: RunNotice[] = [];
      const off = s.watch(runId, (n) => seen.push(n));
      // A shared store's subscription may take a moment: ask until the first notice arrives.
      await eventually(async () => {
        if (!seen.includes("cancel")) await s.requestCancel(runId);
        return seen.includes("cancel");
      });
      await s.append(runId, entries(1, 1), 1);
      await eventually(() => seen.includes("append"));
      await s.end(runId, { status: "finished", endedAt: 2_000 }, 60_000);
      await eventually(() => seen.includes("end"));
      off();
      const count = seen.length;
      await s.requestCancel(runId);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.length).toBe(count);
    });

    it("through createRunLog: numbered events, re-attach after an id gets the rest then the live tail, status after the end", async () => {
      const runs = createRunLog({ store: await store() });
      closers.push(() => runs.close());
      const runId = randomUUID();
      const ref = { threadId: "t", runId, owner: "alice" };
      const g = gated(runId, 4);
      const started = runs.start(ref, g.source);
      g.release(1);
      const first: LoggedEvent[] = [];
      for await (const e of started.events) if (first.push(e) >= 3) break;
      expect(first.map((e) => e.id)).toEqual([`${runId}:1`, `${runId}:2`, `${runId}:3`]);
      const again = await runs.attach(ref, `${runId}:3`);
      if (!again.ok) throw again.error;
      g.release(3);
      const rest: LoggedEvent[] = [];
      for await (const e of again.events) rest.push(e);
      expect(deltas(first) + deltas(rest)).toBe("d0 d1 d2 d3 ");
      expect(JSON.parse(rest[rest.length - 1]!.data).type).toBe("RUN_FINISHED");
      expect(await started.done).toBe("finished");
      expect(await runs.status(ref)).toMatchObject({ status: "finished", lastEventId: `${runId}:8` });
      expect((await runs.status({ ...ref, owner: "mallory" })).status).toBe("unknown");
      expect(await runs.attach(ref, `${runId}:99`)).toMatchObject({ ok: false, error: { status: 400, code: "last_event_id_ahead" } });
    });

    if (options.shared) {
      it("shared: another instance re-attaches to a run produced here (live tail included) and its cancel stops it", async () => {
        const a = createRunLog({ store: await store() });
        const b = createRunLog({ store: await store() });
        closers.push(() => a.close(), () => b.close());
        const runId = randomUUID();
        const ref = { threadId: "t", runId, owner: "alice" };
        const g = gated(runId, 6);
        const started = a.start(ref, g.source);
        g.release(2);
        await eventually(async () => (await b.status(ref)).lastEventId === `${runId}:4`);
        const attached = await b.attach(ref, `${runId}:2`);
        if (!attached.ok) throw attached.error;
        const rest: LoggedEvent[] = [];
        const reading = (async () => {
          for await (const e of attached.events) rest.push(e);
        })();
        await eventually(() => rest.length >= 1);
        g.release(4);
        await reading;
        expect(deltas(rest)).toBe("d0 d1 d2 d3 d4 d5 ");
        expect(await started.done).toBe("finished");

        const other = randomUUID();
        const ref2 = { threadId: "t", runId: other, owner: "alice" };
        const g2 = gated(other, 50);
        const running = a.start(ref2, g2.source);
        await eventually(async () => (await b.status(ref2)).status === "running");
        await eventually(async () => {
          await b.cancel(ref2);
          return (await b.status(ref2)).status === "cancelled";
        });
        expect(await running.done).toBe("cancelled");
      });
    }
  });
}
