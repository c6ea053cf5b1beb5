/**
 * Restoring a thread (docs/architecture.md, "Persistence"): the list first, then the tab's unsaved note if it is
 * newer (`unsavedNote.ts`), else the stored thread — validated (`schema.ts`), a long one's newest window only
 * (older pages on demand, `earlierPages.ts`), a thread saved mid-run whole (its open run is re-attached and
 * replayed). What the store already holds wins over a restore unless `force`. A stored value that cannot be read
 * is left untouched and the thread is blocked: a newer version's data is never overwritten.
 */
import { partError } from "./earlierPages";
import { errorOf } from "./errors";
import { PagedThread } from "./pagedThread";
import { partsOf, type PartRef } from "./pages";
import type { PersistenceContext } from "./persistenceContext";
import { mergeParts, readParts } from "./readParts";
import { parseStoredThread, type StoredThread } from "./schema";
import { INDEX_KEY, parseIndex, summaries, threadKey, type IndexEntry } from "./threadIndex";
import { restoreNote } from "./unsavedNote";

/** Restores `threadId` (null: the most recently updated one); `force` replaces what the store holds. Inside the serial queue; never throws. */
export async function restoreThread(c: PersistenceContext, threadId: string | null, force = false): Promise<void> {
  const { schedule } = c;
  c.state.setState({ storage: "loading" });
  let entries: IndexEntry[];
  try {
    const index = parseIndex(await c.storage.load(INDEX_KEY));
    entries = index.entries;
    c.state.setState({ threads: summaries(entries) });
    if (index.corrupt) c.fail({ code: "corrupt", message: "The list of saved conversations was damaged; it was started again." });
  } catch (err) {
    c.fail(errorOf(err, "read_failed"));
    return;
  }
  const s = c.store.getState();
  if (!force && s.status !== "running" && s.messages.length === 0 && restoreNote(c, threadId, entries)) return;
  const target = threadId ?? (s.threadId !== "" && s.messages.length > 0 ? s.threadId : entries[0]?.threadId);
  if (!force && (s.status === "running" || s.messages.length > 0)) {
    // The store already holds a conversation (the user started one before the restore, or the session was
    // re-created over a live store): what is in memory wins, and is saved as its own thread.
    if (c.held?.threadId === s.threadId) {
      // A reconnect over the thread this persistence restored or saved (React StrictMode's second effect run, a
      // remount): its revision stays the one it was based on, and it is written only when it changed — a write
      // here would bump the revision and put every other tab on this thread into `conflict`.
      if (schedule.dirty || c.edits !== c.held.edits) schedule.markDirty();
    } else {
      const own = entries.find((e) => e.threadId === s.threadId);
      if (own) c.revision = own.revision;
      if (s.messages.length > 0) schedule.markDirty();
    }
    if (c.state.getState().storage === "loading") c.state.setState({ storage: "ready" });
    return;
  }
  if (target === undefined) {
    if (c.state.getState().storage === "loading") c.state.setState({ storage: "ready" });
    return;
  }
  let value: unknown;
  try {
    value = await c.storage.load(threadKey(target));
  } catch (err) {
    c.fail(errorOf(err, "read_failed", target));
    return;
  }
  const entry = entries.find((e) => e.threadId === target);
  schedule.dirty = false;
  c.paged = undefined;
  c.publishEarlier();
  if (value === undefined) {
    c.revision = entry?.revision ?? 0;
    c.store.getState().reset({ threadId: target });
    c.state.setState({ storage: "ready", storageError: undefined });
    return;
  }
  const parsed = parseStoredThread(value, c.o);
  if (!parsed.ok) {
    // The stored value is left untouched (a newer version's data is never overwritten); a new thread starts.
    c.blocked.add(target);
    c.revision = 0;
    c.store.getState().reset({ threadId: "" });
    c.fail({ ...parsed.error, threadId: target });
    return;
  }
  c.revision = entry?.revision ?? 0;
  let snapshot: StoredThread = { ...parsed.snapshot, threadId: target };
  // A paged thread: the newest window is restored now, older pages when the reader asks. A thread saved mid-run
  // (its open run is re-attached and replayed) is restored whole.
  let paged: PagedThread;
  let loadedPages: PartRef[] = [];
  try {
    const parts = partsOf(snapshot as unknown as Record<string, unknown>);
    paged = new PagedThread(target, parts);
    paged.title = snapshot.title;
    if (parts && snapshot.openRun) {
      const { pages, variants } = await readParts({ storage: c.storage, limits: c.o, threadId: target, refs: paged.unloaded, variantsRef: paged.variantsToLoad, messages: snapshot.messages, branches: snapshot.branches });
      snapshot = mergeParts(snapshot, pages, variants);
      loadedPages = paged.unloaded;
      paged.unloaded = [];
    }
  } catch (err) {
    c.blocked.add(target);
    c.revision = 0;
    c.store.getState().reset({ threadId: "" });
    c.fail(partError(err, target));
    return;
  }
  const variantsIn = paged.variantsToLoad === undefined || snapshot.branchVariants !== parsed.snapshot.branchVariants;
  c.store.getState().restore(c.runs ? c.runs.prepareRestore(snapshot) : snapshot);
  paged.settle(c.store.getState(), loadedPages, variantsIn);
  c.paged = paged;
  schedule.dirty = false;
  c.held = { threadId: target, edits: c.edits };
  c.state.setState({ storage: "ready", storageError: undefined });
  c.publishEarlier();
}
