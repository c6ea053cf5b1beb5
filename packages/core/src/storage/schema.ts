import { contentToText } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { containerVersion } from "../reducer/liveContainers";
import type { AgentState, ThreadSnapshot } from "../types";
import type { StorageError } from "../session/types";
import { readable } from "./errors";
import type { ThreadParts } from "./pages";
import { checkBranches, checkBranchPoints, checkMessages, checkOpenRun, checkRecords, countChars, Invalid, type StoredThreadLimits } from "./validate";

export { readable };
export type { StoredThreadLimits };

/** The stored schema's version (docs/architecture.md, "Persistence"). Bump it with a migration in {@link MIGRATIONS}. */
export const STORED_THREAD_VERSION = 4;
/** The `schema` tag of a stored thread. */
export const STORED_THREAD_SCHEMA = "reasoning-ui.thread";

/** A thread as persisted: the {@link ThreadSnapshot} plus the schema tag, version, save time and title. */
export interface StoredThread extends ThreadSnapshot {
  schema: typeof STORED_THREAD_SCHEMA;
  version: typeof STORED_THREAD_VERSION;
  /** ms since epoch (client clock) of the save. */
  savedAt: number;
  /** The first user message, cut to 80 characters. */
  title: string;
  /**
   * Version 3 (issue 30, docs/architecture.md, "Persistence"): the older parts of a long thread — pages of older turns and
   * the variants — stored under their own keys; `messages` is then the newest window. Absent: all is here.
   */
  parts?: ThreadParts | undefined;
  /** Version 3: messages on the active branch across the head and its pages (what a list shows). */
  messageCount?: number | undefined;
}

export const DEFAULT_LIMITS: StoredThreadLimits = { maxMessages: 20_000, maxStoredChars: 50_000_000 };

/**
 * Migrations from older versions, each to the next: version 0 is a bare `{ threadId?, messages }` (or an array of
 * messages) — what an app kept itself before the kit persisted threads; version 1 is the thread before run records
 * carried interrupts and answers (docs/architecture.md, "Interrupts").
 */
const MIGRATIONS: Record<number, (value: Record<string, unknown>) => Record<string, unknown>> = {
  0: (v) => ({
    schema: STORED_THREAD_SCHEMA,
    version: 1,
    threadId: typeof v.threadId === "string" ? v.threadId : "",
    savedAt: 0,
    title: "",
    messages: v.messages,
    reasoning: {},
    spans: {},
    toolCallTimes: {},
    runs: [],
    branches: {},
    branchVariants: {},
  }),
  // 1 → 2 (issue 29, AG-UI 1.0 interrupts): run records may carry `interrupts` (what the run ended waiting for) and
  // `resume` (the answers it was sent with), so pending prompts and answers persist with the thread and its branches.
  // A version-1 thread has neither (its runs kept no outcome): nothing was pending, nothing to convert. The bump
  // keeps an older app, which cannot see a pending interrupt, from opening a thread that has one.
  1: (v) => ({ ...v, version: 2 }),
  // 2 → 3 (issue 30, long threads in pages): a head may list older parts (`parts`) stored under their own keys. A
  // version-2 thread is a head holding everything (no `parts`): nothing to convert. The bump keeps an older app,
  // which would read a paged head as the whole thread and save it back without its pages, from opening one.
  2: (v) => ({ ...v, version: 3 }),
  // 3 → 4 (issue 38, attachments): in IndexedDB a large inline part's bytes may be kept beside the thread (its
  // source's `value` is "" with a `blobKey`). A version-3 thread holds its parts inline: nothing to convert. The
  // bump keeps an older app, which would send those parts as zero bytes, from opening one.
  3: (v) => ({ ...v, version: 4 }),
};

/** The title of a thread: its first user message's text, cut to 80 characters. */
export function threadTitle(messages: AgentState["messages"]): string {
  for (const m of messages) if (m.role === "user") return contentToText(m.content).replace(/\s+/g, " ").trim().slice(0, 80);
  return "";
}

/**
 * The title of a conflict's copy (issue 39): the thread's title with " (copy)", so the two are told apart in the list;
 * a copy keeps it on later saves (`keptTitle`).
 */
export const copyTitle = (title: string) => `${title || "Untitled conversation"} (copy)`;

/** The title to store: a copy's title while the thread is the copy of `title`, else `title` itself. */
export const keptTitle = (title: string, storedTitle: string | undefined) => (storedTitle === copyTitle(title) ? storedTitle : title);

/**
 * The stored form of a state (plain data; messages and encrypted values are the same strings), frozen as it is now:
 * the containers the reducer writes in place from batch to batch (`messages`, `reasoning`, `spans`,
 * `toolCallTimes`, a message's `toolCalls`, a span's `messageIds`; see `AgentState.revision`) are copied, so a
 * storage that writes the value later (after reading the thread list: a transaction's answer, a server round trip)
 * writes one moment of the thread — never today's messages with the reasoning records of an earlier batch, which
 * restored a completed reasoning block as interrupted. O(messages + spans) beyond the shared per-version copies.
 */
export function toStoredThread(state: AgentState, savedAt: number): StoredThread {
  return {
    schema: STORED_THREAD_SCHEMA,
    version: STORED_THREAD_VERSION,
    savedAt,
    title: threadTitle(state.messages),
    threadId: state.threadId,
    messages: frozenMessages(state.messages),
    reasoning: { ...state.reasoning },
    spans: frozenSpans(state.spans),
    toolCallTimes: { ...(state.toolCallTimes ?? {}) },
    runs: state.runs,
    branches: state.branches,
    branchVariants: state.branchVariants,
  };
}

/** `messages` copied, with each live `toolCalls` array copied too (the message objects themselves are replaced on write, never changed). */
function frozenMessages(messages: AgentState["messages"]): AgentState["messages"] {
  const out = messages.slice();
  for (let i = 0; i < out.length; i++) {
    const calls = (out[i] as { toolCalls?: unknown[] }).toolCalls;
    if (Array.isArray(calls) && containerVersion(calls) !== 0) out[i] = { ...out[i], toolCalls: calls.slice() } as (typeof out)[number];
  }
  return out;
}

/** `spans` copied, with each live `messageIds` list copied too. */
function frozenSpans(spans: AgentState["spans"]): AgentState["spans"] {
  const out: AgentState["spans"] = {};
  for (const id in spans) {
    const span = spans[id]!;
    out[id] = containerVersion(span.messageIds) !== 0 ? { ...span, messageIds: span.messageIds.slice() } : span;
  }
  return out;
}

/** Result of {@link parseStoredThread}. */
export type ParsedThread = { ok: true; snapshot: StoredThread } | { ok: false; error: StorageError };

/**
 * Validates an untrusted stored value (another tab, an older version, an edited value) and migrates it to the
 * current version. Never throws: a bad value gives a typed {@link StorageError} (`corrupt`, `too_large`,
 * `unsupported_version` for a newer version). Messages are kept as they are (extra fields, `encryptedValue`
 * byte-identical); only their shape is checked. O(stored size).
 */
export function parseStoredThread(value: unknown, limits: StoredThreadLimits = DEFAULT_LIMITS): ParsedThread {
  try {
    let v: unknown = Array.isArray(value) ? { messages: value } : value;
    if (!isRecord(v)) throw new Invalid("corrupt", "the stored thread is not an object");
    let version = v.version === undefined && v.schema === undefined ? 0 : v.version;
    if (typeof version !== "number" || !Number.isInteger(version) || version < 0) throw new Invalid("corrupt", "the stored thread has no valid version");
    if (version > STORED_THREAD_VERSION) throw new Invalid("unsupported_version", `the stored thread is version ${version}, newer than this app (${STORED_THREAD_VERSION})`);
    if (version > 0 && v.schema !== STORED_THREAD_SCHEMA) throw new Invalid("corrupt", "the stored value is not a reasoning-ui thread");
    while (version < STORED_THREAD_VERSION) {
      v = MIGRATIONS[version]!(v as Record<string, unknown>);
      version++;
    }
    const r = v as Record<string, unknown>;
    countChars(r, { left: limits.maxStoredChars });
    if (typeof r.threadId !== "string") throw new Invalid("corrupt", "the stored thread has no thread id");
    if (typeof r.savedAt !== "number" || typeof r.title !== "string") throw new Invalid("corrupt", "the stored thread has no save time or title");
    const count = { n: 0 };
    checkMessages(r.messages, count, limits, new Set());
    checkRecords(r, "the thread");
    // a paged head (version 3, docs/architecture.md, "Persistence") keeps its variants in a part of their own, checked when that part is read
    if (isRecord(r.parts) && r.parts.variants !== undefined) {
      checkBranchPoints(r.branches);
      if (!isRecord(r.branchVariants) || Object.keys(r.branchVariants).length > 0) throw new Invalid("corrupt", "a paged thread keeps its variants in a part");
    } else checkBranches(r.branches, r.branchVariants, count, limits, 0);
    checkOpenRun(r);
    return { ok: true, snapshot: r as unknown as StoredThread };
  } catch (err) {
    if (err instanceof Invalid) return { ok: false, error: { code: err.code, message: readable(err.code), } };
    return { ok: false, error: { code: "corrupt", message: readable("corrupt") } };
  }
}

