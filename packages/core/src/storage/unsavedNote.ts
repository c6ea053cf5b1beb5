/**
 * The unsaved note (docs/architecture.md, "Persistence"): a reload or
 * a closed tab gives the persistence's `pagehide` flush no time — its IndexedDB transaction reads the thread list
 * first, and the page is gone before that read answers — so whatever changed since the last coalesced save (the
 * whole thread, when the reload comes in the first `saveDelayMs` of a new one; the open run; a reasoning block's
 * end) was lost. On `pagehide` the session therefore also writes what it has not saved yet, synchronously, to this
 * tab's `sessionStorage` (it survives a reload of the tab, not its closing); the next load in the tab takes the note
 * and restores from it when it is newer than the stored thread, then saves it the usual way (revision checked
 * against what this tab had loaded: another tab's save in between is still a conflict, never overwritten).
 */

import type { PersistenceContext } from "./persistenceContext";
import { parseStoredThread, toStoredThread } from "./schema";
import type { IndexEntry } from "./threadIndex";

/** `sessionStorage` key of the note (one per tab). */
export const UNSAVED_NOTE_KEY = "reasoning-ui:unsaved";
/** A larger note is not written (sessionStorage holds about 5 MB): the tab then behaves as before the note existed. */
export const MAX_UNSAVED_NOTE_CHARS = 2_000_000;

/** What the note holds: the thread as it would have been saved, and what the tab's next save is checked against. */
export interface UnsavedNote {
  threadId: string;
  /** The revision this tab's state was based on, and the tab's writer id (its own saves are not a conflict). */
  revision: number;
  writer: string;
  /** `Date.now()` when noted: a stored thread saved later wins over the note. */
  notedAt: number;
  /** The stored-thread value (`toStoredThread` + `openRun`), validated again by `parseStoredThread` on load. */
  thread: unknown;
}

const session = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // blocked (sandboxed frames, some privacy modes)
  }
};

/** Writes `note` synchronously. Never throws: too large, no `sessionStorage`, or quota exceeded → nothing written. */
export function writeUnsavedNote(note: UnsavedNote): void {
  try {
    const text = JSON.stringify(note);
    if (text.length <= MAX_UNSAVED_NOTE_CHARS) session()?.setItem(UNSAVED_NOTE_KEY, text);
  } catch {
    /* best effort: the flush's own save may still land */
  }
}

/**
 * The tab's note when `accept(note)` says it is the one to restore — then it is removed; undefined when there is
 * none, it is malformed (removed), or not accepted (left for its reader). Never throws.
 */
export function takeUnsavedNote(accept: (note: UnsavedNote) => boolean): UnsavedNote | undefined {
  try {
    const store = session();
    const text = store?.getItem(UNSAVED_NOTE_KEY);
    if (!text) return undefined;
    const n = JSON.parse(text) as Partial<UnsavedNote> | null;
    if (!n || typeof n.threadId !== "string" || n.threadId === "" || typeof n.revision !== "number" || typeof n.writer !== "string" || typeof n.notedAt !== "number") {
      store!.removeItem(UNSAVED_NOTE_KEY);
      return undefined;
    }
    if (!accept(n as UnsavedNote)) return undefined;
    store!.removeItem(UNSAVED_NOTE_KEY);
    return n as UnsavedNote;
  } catch {
    return undefined;
  }
}

/**
 * On `pagehide`: what this tab has not saved yet (changed since its last completed save, or a save still in
 * flight) is noted, synchronously — the page may be gone before the flush's transaction gets its first answer.
 * Only for backends that outlive the page (`notesUnsaved`).
 */
export function noteUnsaved(c: PersistenceContext): void {
  if (!c.storage.notesUnsaved) return;
  const s = c.store.getState();
  const threadId = c.forks.get(s.threadId) ?? s.threadId;
  if (threadId === "" || s.messages.length === 0 || c.blocked.has(threadId) || c.runs?.following?.(threadId)) return;
  // A long thread with older pages not in the store: a note holds only what the store has, and restored it would
  // be saved as the whole thread — its older turns unlisted. Such a thread relies on the flush alone.
  if (c.paged && c.paged.threadId === threadId && !c.paged.complete) return;
  const openRun = c.runs?.openRun(threadId) ?? c.runs?.openRun(s.threadId);
  const { schedule } = c;
  const unchanged = !schedule.dirty && !schedule.waiting && !schedule.saving && c.held?.threadId === threadId && c.edits === c.held.edits;
  if (unchanged) return;
  const notedAt = Date.now();
  const thread = { ...toStoredThread(s, notedAt), threadId, ...(openRun && { openRun }) };
  writeUnsavedNote({ threadId, revision: c.revision, writer: c.writer, notedAt, thread });
}

/**
 * The tab's unsaved note (written on the `pagehide` before this load), when it is for the thread being opened
 * (`threadId`, or any when opening the most recent one) and newer than what is stored (`entries`): restored (a
 * stored open run re-attached as on any restore) and saved soon, checked against the revision the tab had.
 * Returns whether it was restored. A malformed or older note is dropped.
 */
export function restoreNote(c: PersistenceContext, threadId: string | null, entries: readonly IndexEntry[]): boolean {
  if (!c.storage.notesUnsaved) return false;
  // Only a note the previous page of this tab left (noted before this persistence existed: never this page's own,
  // which a second session on the page — React StrictMode's discarded one — must not take).
  const note = takeUnsavedNote((n) => n.notedAt < c.createdAt && (threadId === null || n.threadId === threadId) && !c.blocked.has(n.threadId));
  if (!note) return false;
  const entry = entries.find((e) => e.threadId === note.threadId);
  if (entry && entry.updatedAt >= note.notedAt) return false;
  const parsed = parseStoredThread(note.thread, c.o);
  if (!parsed.ok) return false;
  c.writer = note.writer || c.writer;
  c.revision = note.revision;
  const snapshot = { ...parsed.snapshot, threadId: note.threadId };
  c.store.getState().restore(c.runs ? c.runs.prepareRestore(snapshot) : snapshot);
  c.held = { threadId: note.threadId, edits: c.edits };
  c.state.setState({ storage: "ready", storageError: undefined });
  c.schedule.markDirty();
  return true;
}
