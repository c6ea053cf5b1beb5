/**
 * What the jobs of a session's persistence share (docs/architecture.md, "Persistence"): the storage, the stores,
 * the limits, the save schedule, and the facts about the thread this tab holds — its revision and writer, whether a
 * save is due, which threads it must not write, where a conflict's turns go, its stored pages. One object, owned by
 * `Persistence` (`persistence.ts`) and handed to each job's module (restore, save, paging, unsaved note, cross-tab).
 */
import type { StoreApi } from "zustand/vanilla";
import type { AgentStore } from "../store/createAgentStore";
import type { PagedThread } from "./pagedThread";
import type { SaveSchedule } from "./saveSchedule";
import type { EarlierMessages, PersistedRuns, PersistenceState, StorageError, ThreadStorageBackend } from "./types";
import type { StoredThreadLimits } from "./validate";

/** The options in effect (defaults filled in: `PERSISTENCE_DEFAULTS`). */
export type PersistenceLimits = StoredThreadLimits & { saveDelayMs: number; maxThreads: number };

/** What a tab announces to the others (`crossTab.ts`): a thread saved (at `revision`, by `writer`) or removed. */
export type ThreadNotice = { type: "saved"; threadId: string; revision: number; writer: string } | { type: "removed"; threadId: string };

export interface PersistenceContext {
  readonly storage: ThreadStorageBackend;
  readonly store: AgentStore;
  readonly state: StoreApi<PersistenceState>;
  readonly o: PersistenceLimits;
  readonly runs: PersistedRuns | undefined;
  readonly schedule: SaveSchedule;
  /** This tab's writer id (its own saves are no conflict), made on `connect`. */
  writer: string;
  /** The revision of the current thread this tab's state is based on. */
  revision: number;
  /**
   * The thread this persistence last restored or saved, and {@link edits} then: it changed since when `edits`
   * moved on (a reconnect over an unchanged thread is not an edit).
   */
  held: { threadId: string; edits: number } | undefined;
  /** Edits of saved content seen on the change feed (`Persistence.watch`), counted for {@link held}. */
  edits: number;
  /** The published state when the feed was last left (disconnected): another one at the next connect is an edit. */
  away?: unknown;
  /** Threads this session must not write: in conflict with another tab, or stored by a newer version. */
  readonly blocked: Set<string>;
  /** Threads changed elsewhere while this tab had unsaved changes → the separate thread this tab saves them to. */
  readonly forks: Map<string, string>;
  /** The current thread's stored parts (a long thread is restored newest window first, older pages on demand). */
  paged: PagedThread | undefined;
  /** Older pages are being put into the store: not an edit. */
  expanding: boolean;
  /** When this persistence was made (`Date.now()`): an unsaved note from before it is the previous page's. */
  readonly createdAt: number;
  /** Reports a failure in the session state. */
  fail(error: StorageError): void;
  /** Tells the other tabs (best effort). */
  post(message: ThreadNotice): void;
  /** Publishes `state.earlier` for the current thread. */
  publishEarlier(extra?: Partial<EarlierMessages>): void;
  /** Restores `threadId` (null: the most recently updated one); `force` replaces what the store holds. Inside the queue. */
  load(threadId: string | null, force?: boolean): Promise<void>;
  /** The restore running or queued (runs wait for it). */
  loading: Promise<void>;
}
