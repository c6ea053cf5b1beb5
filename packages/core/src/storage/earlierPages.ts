/**
 * Paging of a long stored thread (docs/architecture.md, "Persistence"): the newest window is restored first, and
 * older pages are put into the store when the reader asks (`loadEarlier`, `loadAll`); `state.earlier` says what is
 * left. Reading never touches the store until every part read is valid.
 */
import type { EarlierMessages, StorageError } from "./types";
import { errorOf, readable } from "./errors";
import type { PersistenceContext } from "./persistenceContext";
import { mergeParts, readParts } from "./readParts";
import { toStoredThread, type StoredThread } from "./schema";
import { Invalid } from "./validate";

/** `state.earlier` for the current thread (absent when it is all in the store). */
export function publishEarlier(c: PersistenceContext, extra: Partial<EarlierMessages> = {}): void {
  const p = c.paged;
  const shown = p && !p.complete && p.threadId === c.store.getState().threadId;
  const earlier: EarlierMessages | undefined = shown ? { messages: p.pendingMessages, pages: p.unloaded.length + (p.variantsToLoad ? 1 : 0), loading: false, ...extra } : undefined;
  if (earlier || c.state.getState().earlier) c.state.setState({ earlier });
}

/** The {@link StorageError} of a part that could not be read: damaged (`Invalid`) or the storage's own failure. */
export function partError(err: unknown, threadId: string): StorageError {
  return err instanceof Invalid ? { code: err.code, message: readable(err.code), threadId } : errorOf(err, "read_failed", threadId);
}

/** Puts `count` older pages (Infinity: every part) of the current thread into the store. Inside the serial queue. */
export async function expand(c: PersistenceContext, count: number): Promise<void> {
  const paged = c.paged;
  const threadId = c.store.getState().threadId;
  if (!paged || paged.threadId !== threadId || paged.complete) return;
  const refs = paged.unloaded.slice(Math.max(0, paged.unloaded.length - count));
  const all = count === Infinity;
  const total = refs.length + (all && paged.variantsToLoad ? 1 : 0);
  if (total === 0) return;
  c.publishEarlier({ loading: true, ...(all && { progress: { loaded: 0, total } }) });
  let read: Awaited<ReturnType<typeof readParts>>;
  try {
    read = await readParts({
      storage: c.storage,
      limits: c.o,
      threadId: paged.threadId,
      refs,
      variantsRef: all ? paged.variantsToLoad : undefined,
      messages: c.store.getState().messages,
      branches: c.store.getState().branches,
      progress: all ? (loaded) => c.publishEarlier({ loading: true, progress: { loaded, total } }) : undefined,
    });
  } catch (err) {
    c.publishEarlier({ error: partError(err, threadId) });
    return;
  }
  const s = c.store.getState();
  if (c.paged !== paged || s.threadId !== threadId || s.status === "running") return c.publishEarlier();
  const current: StoredThread = { ...toStoredThread(s, 0), title: paged.title };
  const merged = mergeParts(current, read.pages, read.variants);
  const before = paged.loadedRefs();
  c.expanding = true;
  try {
    c.store.getState().restore(merged);
  } finally {
    c.expanding = false;
  }
  paged.unloaded = paged.unloaded.slice(0, paged.unloaded.length - refs.length);
  paged.settle(c.store.getState(), [...refs, ...before], read.variants !== undefined);
  c.publishEarlier();
}
