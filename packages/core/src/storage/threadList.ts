/**
 * The stored thread list as persistence reads and edits it (docs/architecture.md, "Persistence"): its entries, and
 * removing a thread with its parts. The list's stored form is `threadIndex.ts`'s.
 */
import { errorOf } from "./errors";
import type { PersistenceContext } from "./persistenceContext";
import { INDEX_KEY, parseIndex, summaries, threadKey, toStoredIndex, type IndexEntry } from "./threadIndex";
import type { ThreadStorageBackend } from "./types";

/** The stored list's entries (a damaged list reads as empty). Throws what the storage throws. */
export async function readIndex(storage: ThreadStorageBackend): Promise<IndexEntry[]> {
  const { entries } = parseIndex(await storage.load(INDEX_KEY));
  return entries;
}

/** Removes `threadId` (its head, its parts, its list entry) from storage, and publishes the list. Inside the serial queue; never throws. */
export async function removeStored(c: PersistenceContext, threadId: string): Promise<void> {
  try {
    const all = await readIndex(c.storage);
    await c.storage.remove(threadKey(threadId));
    // a paged thread's parts; the thread server removes them with the thread
    if (!c.storage.keepsThreadList) for (const k of all.find((e) => e.threadId === threadId)?.parts ?? []) await c.storage.remove(k);
    const entries = all.filter((e) => e.threadId !== threadId);
    await c.storage.save(INDEX_KEY, toStoredIndex(entries));
    c.state.setState({ threads: summaries(entries) });
  } catch (err) {
    c.fail(errorOf(err, "write_failed", threadId));
  }
}
