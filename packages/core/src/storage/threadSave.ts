/**
 * Saving the current thread (docs/architecture.md, "Persistence"): the thread as stored (a long one in pages),
 * checked against the load limits (never write what could not be read back), then the revision check and the
 * writes — in one transaction where the backend has `commit` (two tabs saving at the same moment: exactly one
 * wins), else as separate reads and writes, new parts before the head that lists them. A newer revision written
 * by another writer is a conflict (`crossTab.ts`); beyond `maxThreads` the least recently updated threads are
 * evicted. A failure keeps everything in memory and is reported; an outage is retried (`saveSchedule.ts`).
 */
import type { AgentState } from "../types";
import { conflict } from "./crossTab";
import { expand } from "./earlierPages";
import { errorOf } from "./errors";
import { PagedThread } from "./pagedThread";
import { partKey } from "./pages";
import type { PersistenceContext } from "./persistenceContext";
import { copyTitle, keptTitle, toStoredThread, type StoredThread } from "./schema";
import { INDEX_KEY, parseIndex, summaries, threadKey, toStoredIndex, type IndexEntry } from "./threadIndex";
import { storageCodeOf } from "./threadStorageError";
import { countChars } from "./validate";

/** Messages of a thread across its branches (the active ones and every stored variant, nested ones included). */
export function messagesIn(messages: readonly unknown[], variants: AgentState["branchVariants"] | undefined): number {
  let n = messages.length;
  for (const parent in variants ?? {}) for (const tail of variants![parent]!) if (tail) n += messagesIn(tail.messages, tail.variants);
  return n;
}

/** What a save writes to the list: the next revision, the list, the keys of evicted threads. */
interface ListPlan {
  revision: number;
  next: IndexEntry[];
  remove: string[];
}

/** Saves the current thread if it is due (the save queue's task). Never throws. */
export async function saveThread(c: PersistenceContext): Promise<void> {
  const { schedule } = c;
  // A re-attached run whose writer is being asked for: a save now could be another tab's conflict; wait (bounded).
  const deciding = c.runs?.deciding?.(c.forks.get(c.store.getState().threadId) ?? c.store.getState().threadId);
  if (deciding) await deciding;
  let s = c.store.getState();
  const shown = s.threadId;
  const threadId = c.forks.get(shown) ?? shown;
  if (!schedule.dirty || threadId === "" || c.blocked.has(threadId)) return;
  if (c.runs?.following?.(threadId)) return void (schedule.dirty = false); // another tab runs and writes this thread's run
  // A long thread's pages: a save to another id (a conflict's separate thread) needs every part in memory.
  if (c.paged && c.paged.threadId !== threadId && !c.paged.complete && c.paged.threadId === shown) {
    await expand(c, Infinity);
    s = c.store.getState();
    if (!c.paged.complete) return void schedule.retryLater(); // older pages unreadable now: kept in memory, tried again
  }
  schedule.dirty = false;
  const paged = c.paged ?? new PagedThread(threadId);
  const count = messagesIn(s.messages, s.branchVariants) + (paged.threadId === threadId ? paged.pendingMessages : 0);
  if (count > c.o.maxMessages) {
    // Never write what could not be read back (the load limit): memory is kept, the user is told.
    c.fail({ code: "too_large", message: `This conversation is too long to be saved (more than ${c.o.maxMessages} messages across its branches).`, threadId });
    return;
  }
  const savedAt = Date.now();
  const edits = c.edits; // what this save writes: the edits seen so far
  const pages = paged.plan(s, threadId);
  const stored: StoredThread = { ...toStoredThread(s, savedAt), threadId, ...pages.head, messageCount: pages.messageCount };
  if (paged.threadId === threadId && paged.unloaded.length > 0) stored.title = paged.title; // the first user message is in a page
  if (pages.parts) stored.parts = pages.parts;
  const partKeys = pages.parts ? [...pages.parts.pages, ...(pages.parts.variants ? [pages.parts.variants] : [])].map((r) => partKey(threadId, r.id)) : undefined;
  // A conflict's copy (`threadId` is the fork of the thread shown) keeps the shown thread's open run: reopened, it
  // re-attaches to the run like the thread it was copied from.
  const openRun = c.runs?.openRun(threadId) ?? (threadId !== shown ? c.runs?.openRun(shown) : undefined);
  if (openRun) stored.openRun = openRun;
  try {
    countChars(stored, { left: c.o.maxStoredChars }); // ~0.5 ms for a 300-turn thread
  } catch {
    c.fail({ code: "too_large", message: "This conversation is too large to be saved.", threadId });
    return;
  }
  try {
    // The revision check and the list as it will be: `undefined` when another writer saved a newer revision.
    const plan = (indexValue: unknown): ListPlan | undefined => {
      const entries = parseIndex(indexValue).entries;
      const entry = entries.find((e) => e.threadId === threadId);
      if (entry && entry.revision !== c.revision && entry.writer !== c.writer) return undefined;
      const revision = (entry?.revision ?? c.revision) + 1;
      stored.title = threadId !== shown ? copyTitle(stored.title) : keptTitle(stored.title, entry?.title); // a conflict's copy says so
      const mine: IndexEntry = { threadId, title: stored.title, updatedAt: savedAt, messageCount: pages.messageCount, revision, writer: c.writer, ...(partKeys && { parts: partKeys }) };
      let next = [mine, ...entries.filter((e) => e.threadId !== threadId)];
      let evicted: IndexEntry[] = [];
      if (!c.storage.keepsThreadList) {
        // The thread server keeps the whole list (what it answers is the newest page): nothing is evicted there.
        evicted = next.slice(Math.max(1, c.o.maxThreads));
        next = next.slice(0, Math.max(1, c.o.maxThreads));
      }
      return { revision, next, remove: evicted.flatMap((e) => [threadKey(e.threadId), ...(e.parts ?? [])]) };
    };
    let planned: ListPlan | undefined;
    if (c.storage.commit) {
      await c.storage.commit(INDEX_KEY, (indexValue) => {
        planned = plan(indexValue);
        return planned && { writes: [...pages.writes, [threadKey(threadId), stored], [INDEX_KEY, toStoredIndex(planned.next)]], remove: [...planned.remove, ...pages.remove] };
      });
      if (!planned) return conflict(c, shown);
    } else {
      planned = plan(await c.storage.load(INDEX_KEY));
      if (!planned) return conflict(c, shown);
      // new parts first, then the head that lists them: a crash between leaves the previous head whole
      for (const [k, v] of pages.writes) await c.storage.save(k, v);
      await c.storage.save(threadKey(threadId), stored);
      for (const k of [...planned.remove, ...pages.remove]) await c.storage.remove(k);
      await c.storage.save(INDEX_KEY, toStoredIndex(planned.next));
    }
    const { revision, next } = planned;
    pages.commit();
    c.paged = paged;
    c.revision = revision;
    c.held = { threadId, edits };
    const current = c.state.getState();
    schedule.saved();
    // A conflict's notice stays (it says where this tab's turns went) until the user opens a thread.
    const keep = current.storageError?.code === "conflict" ? current.storageError : undefined;
    const clear = current.storage !== "ready" || (current.storageError !== undefined && !keep);
    c.state.setState({ threads: summaries(next), ...(clear ? { storage: "ready" as const, storageError: keep } : {}) });
    c.post({ type: "saved", threadId, revision, writer: c.writer });
  } catch (err) {
    const code = storageCodeOf(err);
    if (code === "conflict") return conflict(c, shown); // the server's atomic check (412): another save came first
    schedule.dirty = true; // kept in memory; the next change or flush tries again
    c.fail(errorOf(err, "write_failed", threadId));
    // A server that is down (503) or unreachable: tried again, backing off, until it is back.
    if (code === "service_unavailable" || err instanceof TypeError) schedule.retryLater();
  }
}
