/**
 * Attachments (issue 38), in Node (figures only, nothing passes or fails):
 * - bytes resent per turn: a 300-turn thread with 20 images (one every 15 turns). When the app uploads them
 *   (URL sources, `@reasoning-ui/server`'s upload route), each later turn's `RunAgentInput.messages` carries
 *   only their URLs and names: the bytes an earlier image adds to a turn do not depend on its size (budget: ids /
 *   URLs only, ≤ 512 B per earlier image). Inline (base64) images are printed beside it for comparison: every
 *   turn resends every earlier image.
 * - restore of that thread, P9-style (budget ≤ 50 ms to the list rows): the stored value read, validated,
 *   folded and the list rows derived — uploaded (memory storage) and inline (IndexedDB: fake-indexeddb, the
 *   images kept as Blobs beside the thread and put back on load).
 *   node --import tsx bench/attachments/node.ts [--short]
 */
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { buildRunAgentInput, createAgentSession, dataSource, selectListItems, toContentPart, urlSource, type AgentStore } from "../../packages/core/src/index";
import { indexedDbStorage, memoryStorage, parseStoredThread, toStoredThread } from "../../packages/core/src/storage/index";
import { record } from "../record.mjs";
import { foldTurn } from "../p9/thread";
import { createAgentStore } from "../../packages/core/src/index";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 5 : 15;
const TURNS = 300;
const IMAGES = 20;
const EVERY = TURNS / IMAGES;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const now = () => performance.now();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A 300-turn thread (P9's turns: reasoning, encrypted values, a tool call, an answer) whose every 15th question carries an image of `imageBytes`. */
function thread(mode: "none" | "uploaded" | "inline", imageBytes: number): AgentStore {
  const store = createAgentStore({ threadId: "t" });
  const base64 = mode === "inline" ? Buffer.alloc(imageBytes, 7).toString("base64") : "";
  for (let i = 0; i < TURNS; i++) {
    const text = `Question ${i}: will it rain tomorrow in city ${i}?`;
    if (mode !== "none" && i % EVERY === 0) {
      const image =
        mode === "uploaded"
          ? toContentPart({ source: urlSource(`https://files.example.com/api/attachments/f-${i.toString(36).padStart(8, "0")}`, "image/jpeg"), name: `photo-${i}.jpg`, size: imageBytes })
          : toContentPart({ source: dataSource(base64, "image/jpeg"), name: `photo-${i}.jpg` });
      store.getState().addMessage({ id: `u-${i}`, role: "user", content: [{ type: "text", text }, image] });
      foldTurn(store, `${i}`, null);
    } else foldTurn(store, `${i}`, text);
  }
  return store;
}

/** Bytes of the last turn's `RunAgentInput.messages` (what the next turn resends). */
const resent = (store: AgentStore) => JSON.stringify(buildRunAgentInput(store.getState()).messages).length;

function bytesResent() {
  const plain = resent(thread("none", 0));
  const rows: Array<[string, number, number]> = [];
  for (const size of SHORT ? [100_000, 2_000_000] : [100_000, 2_000_000, 24_000_000]) {
    const uploaded = resent(thread("uploaded", size)) - plain;
    rows.push(["uploaded", size, uploaded]);
  }
  for (const size of SHORT ? [100_000] : [100_000, 1_000_000]) rows.push(["inline", size, resent(thread("inline", size)) - plain]);
  for (const [mode, size, extra] of rows)
    console.log(`  bytes resent per turn, ${IMAGES} earlier ${(size / 1e6).toFixed(1)} MB images ${mode}: +${kb(extra)} on a turn of ${kb(plain)} (${Math.round(extra / IMAGES)} B per earlier image)`);
  const perImage = rows.filter(([m]) => m === "uploaded").map(([, , extra]) => extra / IMAGES);
  const spread = Math.max(...perImage) - Math.min(...perImage);
  record("att-resent-uploaded", {
    label: `bytes resent per earlier uploaded image (300 turns, ${IMAGES} images)`,
    value: Math.max(...perImage),
    unit: "B",
    budget: 512,
    note: `same for 0.1–24 MB images (spread ${spread} B): URL + name + size only; inline 0.1 MB images resend ${kb(rows.find(([m]) => m === "inline")![2] / IMAGES)} each, every turn`,
  });
}

/** P9's restore path (stored value read, validated, folded, list rows), median ms; runs alternate with `other` so machine load hits both alike. */
async function restoreTimes(...stores: AgentStore[]): Promise<number[]> {
  const storages = await Promise.all(
    stores.map(async (store) => {
      const storage = memoryStorage();
      await storage.save("rui-thread:t", toStoredThread(store.getState(), 0));
      return storage;
    }),
  );
  const times = stores.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++)
    for (const [k, storage] of storages.entries()) {
      const session = createAgentSession({ runner: async () => "finished", storage });
      const t0 = now();
      const parsed = parseStoredThread(await storage.load("rui-thread:t"));
      if (!parsed.ok) throw new Error("bench thread failed validation");
      session.store.getState().restore(parsed.snapshot);
      selectListItems(session.store.getState());
      times[k]!.push(now() - t0);
    }
  return times.map(median);
}

async function restore() {
  // uploaded: memory storage, P9's path, beside the same thread without images (the machine's load hits both alike)
  const [withImages, without] = await restoreTimes(thread("uploaded", 2_000_000), thread("none", 0));
  record("att-restore-uploaded", {
    label: `restore a 300-turn thread with ${IMAGES} uploaded images (Node)`,
    value: withImages!,
    unit: "ms",
    budget: 50,
    note: `the same thread without images ${without!.toFixed(1)} ms in the same run; median of ${RUNS}; P9's path`,
  });
  console.log(`  restore, ${IMAGES} uploaded images: ${withImages!.toFixed(1)} ms to the list rows (the same thread without images: ${without!.toFixed(1)} ms)   [budget ≤ 50 ms, P9]`);

  // inline in IndexedDB: the images as Blobs beside the thread, put back on load
  (globalThis as { indexedDB?: unknown }).indexedDB = new IDBFactory();
  (globalThis as { IDBKeyRange?: unknown }).IDBKeyRange = IDBKeyRange;
  const inline = thread("inline", SHORT ? 100_000 : 500_000);
  const idb = indexedDbStorage({ dbName: "bench-attachments" });
  const writer = createAgentSession({ runner: async () => "finished", store: inline, storage: idb, persistence: { saveDelayMs: 60_000 } });
  writer.connect();
  await writer.ready();
  inline.getState().addMessage({ id: "u-last", role: "user", content: "dirty" });
  const s0 = now();
  await writer.flush();
  const firstSave = now() - s0;
  inline.getState().addMessage({ id: "u-last-2", role: "user", content: "dirty again" });
  const s1 = now();
  await writer.flush();
  const nextSave = now() - s1;
  const threadId = inline.getState().threadId;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const session = createAgentSession({ runner: async () => "finished", storage: indexedDbStorage({ dbName: "bench-attachments" }), threadId });
    const t0 = now();
    session.connect();
    await session.ready();
    selectListItems(session.store.getState());
    times.push(now() - t0);
    // a long thread opens on its newest window (docs/architecture.md, "Persistence"); the whole thread, images included, comes back with loadAll
    if (i === 0) {
      await session.earlier.loadAll();
      if (JSON.stringify(session.store.getState().messages) !== JSON.stringify(inline.getState().messages)) throw new Error("restore mismatch");
    }
  }
  record("att-restore-inline-idb", {
    label: `restore a 300-turn thread with ${IMAGES} inline images from IndexedDB (Node, fake-indexeddb)`,
    value: median(times),
    unit: "ms",
    note: `${(SHORT ? 0.1 : 0.5).toFixed(1)} MB images kept as Blobs beside the thread; first save ${firstSave.toFixed(1)} ms (writes the blobs), next save ${nextSave.toFixed(1)} ms (writes none); median of ${RUNS}`,
  });
  console.log(`  restore, ${IMAGES} inline images from IndexedDB (Blobs beside the thread): ${median(times).toFixed(1)} ms (session connect → ready → rows); first save ${firstSave.toFixed(1)} ms, next ${nextSave.toFixed(1)} ms (blobs not rewritten)`);
}

console.log(`Attachments (issue 38): ${TURNS}-turn thread, ${IMAGES} images`);
bytesResent();
await restore();
