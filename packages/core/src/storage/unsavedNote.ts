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
