/**
 * P9 (issue 22, docs/architecture.md, "Budgets and benchmarks" and "Persistence"): persistence and branches on a 300-turn thread, in Node (figures
 * only, nothing passes or fails):
 * - save: main-thread ms per coalesced save — the stored form (toStoredThread) plus the structured clone a
 *   browser's IndexedDB `put` makes on the main thread (memoryStorage clones the same way), the thread list
 *   read and written (budget ≤ 16 ms per save);
 * - coalescing: saves made while a 2-second answer streams 1,000 deltas (saveDelayMs 500);
 * - restore: the stored value cloned out (as IndexedDB's `get` does), validated (parseStoredThread), folded into
 *   the store (restore) and the list rows derived (selectListItems) — the work before the first paint (budget ≤ 50 ms;
 *   bench/p9/run.ts measures the same in Chromium with IndexedDB);
 * - branch switch: switchBranch at an early fork (a ~290-turn tail) and a late one, plus the list rows (budget ≤ 1
 *   frame, 16.7 ms).
 *   node --import tsx bench/p9/node.ts [--short]
 */
import { createAgentSession, selectListItems, type AgentStore } from "../../packages/core/src/index";
import { memoryStorage, parseStoredThread, toStoredThread } from "../../packages/core/src/storage/index";
import { record } from "../record.mjs";
import { longThread } from "./thread";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 7 : 25;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1).padStart(7);
const now = () => performance.now();

function sizeOf(store: AgentStore) {
  const json = JSON.stringify(toStoredThread(store.getState(), 0));
  return { mb: json.length / 1e6, messages: store.getState().messages.length };
}

async function save() {
  const storage = memoryStorage();
  const store = longThread(300, 10);
  const session = createAgentSession({ runner: async () => "finished", store, storage, persistence: { saveDelayMs: 60_000 } });
  session.connect();
  await session.ready();
  const times: number[] = [];
  const pure: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    store.getState().addMessage({ id: `extra-${i}`, role: "user", content: `one more ${i}` }); // dirty
    const t0 = now();
    await session.flush();
    times.push(now() - t0);
    const t1 = now();
    structuredClone(toStoredThread(store.getState(), 0));
    pure.push(now() - t1);
  }
  const { mb, messages } = sizeOf(store);
  record("p9-save", { label: "save", value: median(times), unit: "ms", budget: 16, note: `${messages} messages, ${mb.toFixed(1)} MB; stored form + clone alone ${median(pure).toFixed(1)} ms; median of ${RUNS}` });
  console.log(`  save: ${messages} messages (${mb.toFixed(1)} MB as JSON), 10 forks: ${ms(median(times))} ms per save (flush: stored form + structured clone + thread list); stored form + clone alone ${ms(median(pure))} ms   [budget ≤ 16 ms]`);
}

async function coalescing() {
  const counting = memoryStorage();
  let saves = 0;
  const storage = Object.assign(counting, {});
  const original = counting.save.bind(counting);
  storage.save = (k: string, v: unknown) => {
    if (k.startsWith("rui-thread:")) saves++;
    return original(k, v);
  };
  const store = longThread(SHORT ? 50 : 300, 0);
  const session = createAgentSession({ runner: async () => "finished", store, storage, persistence: { saveDelayMs: 500 } });
  session.connect();
  await session.ready();
  await session.flush();
  saves = 0;
  store.getState().addMessage({ id: "u-live", role: "user", content: "stream now" });
  store.getState().beginRun("run-live");
  store.getState().applyEvents([{ type: "REASONING_MESSAGE_START", messageId: "r-live", role: "reasoning" }] as never);
  const deltas = 1000;
  for (let i = 0; i < deltas; i++) {
    store.getState().applyEvent({ type: "REASONING_MESSAGE_CONTENT", messageId: "r-live", delta: "token " } as never);
    await new Promise((r) => setTimeout(r, 2));
  }
  store.getState().endStream({ status: "finished" });
  await session.flush();
  record("p9-coalescing", { label: `saves while ${deltas} deltas stream`, value: saves, unit: "saves", note: "saveDelayMs 500; one more at the end of the run" });
  console.log(`  coalescing: ${deltas} deltas streamed over ~${((deltas * 2.2) / 1000).toFixed(1)} s (saveDelayMs 500) → ${saves} thread saves, one more at the end of the run (never per delta)`);
}

async function restore() {
  const source = longThread(300, 10);
  const stored = toStoredThread(source.getState(), 0);
  const storage = memoryStorage();
  await storage.save("rui-thread:t", stored);
  await storage.save("rui-threads", { threads: [{ threadId: "t", title: "", updatedAt: 1, messageCount: 1, revision: 1, writer: "w" }] });
  const total: number[] = [];
  const parts = { load: [] as number[], validate: [] as number[], fold: [] as number[], rows: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    const session = createAgentSession({ runner: async () => "finished", storage });
    const t0 = now();
    const value = await storage.load("rui-thread:t");
    const t1 = now();
    const parsed = parseStoredThread(value);
    const t2 = now();
    if (!parsed.ok) throw new Error("bench thread failed validation");
    session.store.getState().restore(parsed.snapshot);
    const t3 = now();
    selectListItems(session.store.getState());
    const t4 = now();
    parts.load.push(t1 - t0);
    parts.validate.push(t2 - t1);
    parts.fold.push(t3 - t2);
    parts.rows.push(t4 - t3);
    total.push(t4 - t0);
  }
  // and through the session's own path (connect → ready), end to end
  const e2e: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const session = createAgentSession({ runner: async () => "finished", storage });
    const t0 = now();
    session.connect();
    await session.ready();
    selectListItems(session.store.getState());
    e2e.push(now() - t0);
    if (session.store.getState().messages.length !== source.getState().messages.length) throw new Error("restore mismatch");
  }
  record("p9-restore-node", { label: "restore to the list rows (Node)", value: median(total), unit: "ms", budget: 50, note: `session connect → ready → rows ${median(e2e).toFixed(1)} ms` });
  console.log(
    `  restore: ${ms(median(total))} ms to the list rows (clone out ${ms(median(parts.load))}, validate ${ms(median(parts.validate))}, fold ${ms(median(parts.fold))}, rows ${ms(median(parts.rows))}); session connect → ready → rows ${ms(median(e2e))} ms   [budget ≤ 50 ms]`,
  );
}

function branchSwitch() {
  const store = longThread(300, 10);
  const points = Object.keys(store.getState().branches);
  const early = points[0]!;
  const late = points[points.length - 1]!;
  for (const [name, parent] of [["early fork (turn 29, ~270-turn tail)", early], ["late fork (turn 299, 1-turn tail)", late]] as const) {
    // back on the newest variant of the early fork, where the later forks live
    const first = store.getState().branches[early]!;
    if (first.active !== first.count - 1) store.getState().switchBranch(early, first.count - 1);
    const op: number[] = [];
    const withRows: number[] = [];
    for (let i = 0; i < RUNS * 2; i++) {
      const target = store.getState().branches[parent]!.active === 0 ? 1 : 0;
      const t0 = now();
      store.getState().switchBranch(parent, target);
      const t1 = now();
      selectListItems(store.getState());
      withRows.push(now() - t0);
      op.push(t1 - t0);
    }
    record(`p9-switch-${name.startsWith("early") ? "early" : "late"}`, { label: `switch, ${name.startsWith("early") ? "early" : "late"} fork`, value: median(withRows), unit: "ms", budget: 16.7, note: `${median(op).toFixed(2)} ms store alone; with the list rows` });
    console.log(`  branch switch, ${name.padEnd(38)}: ${ms(median(op))} ms store, ${ms(median(withRows))} ms with the list rows   [budget ≤ 16.7 ms]`);
  }
}

console.log(`\nP9 persistence and branches on a 300-turn thread (issue 22), Node ${process.version}, median of ${RUNS}`);
await save();
await restore();
branchSwitch();
await coalescing();
