import type { BranchPoint, BranchTail } from "../branchTypes";
import { isRecord } from "../protocol/guards";
import type { AgentState, ThreadSnapshot } from "../types";
import type { StorageError } from "../session/types";

/** The stored schema's version (docs/architecture.md §15). Bump it with a migration in {@link MIGRATIONS}. */
export const STORED_THREAD_VERSION = 1;
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
}

/** Limits applied when a stored value is read (untrusted data). */
export interface StoredThreadLimits {
  maxMessages: number;
  maxStoredChars: number;
}

export const DEFAULT_LIMITS: StoredThreadLimits = { maxMessages: 20_000, maxStoredChars: 50_000_000 };
const MAX_BRANCH_DEPTH = 64;

/**
 * Migrations from older versions, each to the next: version 0 is a bare `{ threadId?, messages }` (or an array of
 * messages) — what an app kept itself before the kit persisted threads.
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
};

/** The title of a thread: its first user message's text, cut to 80 characters. */
export function threadTitle(messages: AgentState["messages"]): string {
  for (const m of messages) if (m.role === "user") return (typeof m.content === "string" ? m.content : "").replace(/\s+/g, " ").trim().slice(0, 80);
  return "";
}

/** The stored form of a state (plain data; messages and encrypted values are the same strings). O(thread). */
export function toStoredThread(state: AgentState, savedAt: number): StoredThread {
  return {
    schema: STORED_THREAD_SCHEMA,
    version: STORED_THREAD_VERSION,
    savedAt,
    title: threadTitle(state.messages),
    threadId: state.threadId,
    messages: state.messages,
    reasoning: state.reasoning,
    spans: state.spans,
    toolCallTimes: state.toolCallTimes ?? {},
    runs: state.runs,
    branches: state.branches,
    branchVariants: state.branchVariants,
  };
}

class Invalid extends Error {
  constructor(
    readonly code: StorageError["code"],
    message: string,
  ) {
    super(message);
  }
}

const ROLES = new Set(["user", "assistant", "system", "developer", "tool", "reasoning", "activity"]);
const REASONING_STATUS = new Set(["streaming", "complete", "interrupted"]);
const VISIBILITY = new Set(["visible", "summary", "hidden"]);
const TURN_STATUS = new Set(["running", "finished", "stopped", "failed", "interrupted"]);

const optNumber = (v: unknown) => v === undefined || (typeof v === "number" && Number.isFinite(v));

/** Counts every string's characters (and checks the budget) in an untrusted value, depth-bounded. */
function countChars(value: unknown, budget: { left: number }, depth = 0): void {
  if (depth > 200) throw new Invalid("corrupt", "stored data nests too deeply");
  if (typeof value === "string") {
    budget.left -= value.length;
    if (budget.left < 0) throw new Invalid("too_large", "stored thread is larger than the limit");
  } else if (Array.isArray(value)) for (const v of value) countChars(v, budget, depth + 1);
  else if (isRecord(value)) for (const k in value) (budget.left -= k.length), countChars(value[k], budget, depth + 1);
}

const optString = (v: unknown) => v === undefined || typeof v === "string";

/** The fields the kit reads of each role, typed as AG-UI 1.x has them (what a view would otherwise trip on). */
function checkMessageFields(m: Record<string, unknown>): void {
  const role = m.role;
  const content = m.content;
  if (role === "user") {
    if (!optString(content) && !(Array.isArray(content) && content.every(isRecord))) throw new Invalid("corrupt", "a stored user message has malformed content");
  } else if (role === "activity") {
    if (content !== undefined && !isRecord(content)) throw new Invalid("corrupt", "a stored activity message has malformed content");
  } else if (!optString(content) && content !== null) throw new Invalid("corrupt", `a stored ${String(role)} message has non-text content`);
  if (role === "tool" && typeof m.toolCallId !== "string") throw new Invalid("corrupt", "a stored tool message has no toolCallId");
  if (m.toolCalls !== undefined) {
    if (role !== "assistant" || !Array.isArray(m.toolCalls)) throw new Invalid("corrupt", "stored toolCalls are malformed");
    for (const c of m.toolCalls) {
      const f = isRecord(c) ? c.function : undefined;
      if (!isRecord(c) || typeof c.id !== "string" || !isRecord(f) || typeof f.name !== "string" || typeof f.arguments !== "string" || !optString(c.encryptedValue))
        throw new Invalid("corrupt", "a stored tool call is malformed");
    }
  }
}

function checkMessages(messages: unknown, count: { n: number }, limits: StoredThreadLimits, ids: Set<string>): void {
  if (!Array.isArray(messages)) throw new Invalid("corrupt", "messages is not an array");
  for (const m of messages) {
    if (++count.n > limits.maxMessages) throw new Invalid("too_large", `more than ${limits.maxMessages} stored messages`);
    if (!isRecord(m) || typeof m.id !== "string" || typeof m.role !== "string" || !ROLES.has(m.role)) throw new Invalid("corrupt", "a stored message has no string id or a known role");
    if (m.encryptedValue !== undefined && typeof m.encryptedValue !== "string") throw new Invalid("corrupt", "a stored encryptedValue is not a string");
    checkMessageFields(m);
    if (ids.has(m.id)) throw new Invalid("corrupt", "a stored message id appears twice on one branch");
    ids.add(m.id);
  }
}

function checkRecords(r: Record<string, unknown>, where: string): void {
  const reasoning = r.reasoning;
  if (!isRecord(reasoning)) throw new Invalid("corrupt", `${where}: reasoning is not an object`);
  for (const k in reasoning) {
    const i = reasoning[k];
    if (!isRecord(i) || typeof i.messageId !== "string" || !REASONING_STATUS.has(i.status as string) || !VISIBILITY.has(i.visibility as string))
      throw new Invalid("corrupt", `${where}: a reasoning entry is malformed`);
    if (!optNumber(i.startedAt) || !optNumber(i.endedAt) || !optNumber(i.agentStartedAt) || !optNumber(i.agentEndedAt)) throw new Invalid("corrupt", `${where}: a reasoning time is not a number`);
  }
  if (!isRecord(r.spans)) throw new Invalid("corrupt", `${where}: spans is not an object`);
  for (const k in r.spans) {
    const s = r.spans[k];
    if (!isRecord(s) || typeof s.spanId !== "string" || !Array.isArray(s.messageIds) || !s.messageIds.every((x) => typeof x === "string") || !REASONING_STATUS.has(s.status as string))
      throw new Invalid("corrupt", `${where}: a span is malformed`);
  }
  if (!isRecord(r.toolCallTimes)) throw new Invalid("corrupt", `${where}: toolCallTimes is not an object`);
  for (const k in r.toolCallTimes) {
    const t = r.toolCallTimes[k];
    if (!isRecord(t) || typeof t.startedAt !== "number" || !optNumber(t.endedAt)) throw new Invalid("corrupt", `${where}: a tool-call time is malformed`);
  }
  if (!Array.isArray(r.runs)) throw new Invalid("corrupt", `${where}: runs is not an array`);
  for (const run of r.runs) {
    if (!isRecord(run) || typeof run.runId !== "string" || !TURN_STATUS.has(run.status as string) || typeof run.startedAt !== "number" || !Array.isArray(run.messageIds))
      throw new Invalid("corrupt", `${where}: a run record is malformed`);
    if (run.forwardedProps !== undefined && !isRecord(run.forwardedProps)) throw new Invalid("corrupt", `${where}: a run's forwardedProps is not an object`);
  }
}

/** Checks `branches` / `variants` (of the thread or of a stored tail), recursing into every stored tail. */
function checkBranches(branches: unknown, variants: unknown, count: { n: number }, limits: StoredThreadLimits, depth: number): void {
  if (depth > MAX_BRANCH_DEPTH) throw new Invalid("corrupt", "stored branches nest too deeply");
  if (!isRecord(branches) || !isRecord(variants)) throw new Invalid("corrupt", "branches is not an object");
  for (const parent in branches) {
    const p = branches[parent] as BranchPoint;
    const list = variants[parent];
    if (!isRecord(p) || p.parentMessageId !== parent || !Number.isInteger(p.count) || p.count < 2 || !Number.isInteger(p.active) || p.active < 0 || p.active >= p.count)
      throw new Invalid("corrupt", "a stored branch point is malformed");
    if (!Array.isArray(list) || list.length !== p.count) throw new Invalid("corrupt", "a stored fork's variants do not match its count");
    list.forEach((tail: unknown, i) => {
      if (i === p.active) {
        if (tail !== null) throw new Invalid("corrupt", "a stored fork's active variant is not null");
        return;
      }
      if (!isRecord(tail)) throw new Invalid("corrupt", "a stored variant is not an object");
      checkMessages(tail.messages, count, limits, new Set());
      checkRecords(tail, "a stored variant");
      checkBranches(tail.branches, tail.variants, count, limits, depth + 1);
    });
  }
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
    checkBranches(r.branches, r.branchVariants, count, limits, 0);
    return { ok: true, snapshot: r as unknown as StoredThread };
  } catch (err) {
    if (err instanceof Invalid) return { ok: false, error: { code: err.code, message: readable(err.code), } };
    return { ok: false, error: { code: "corrupt", message: readable("corrupt") } };
  }
}

/** A sentence for a person for each {@link StorageError} code. */
export function readable(code: StorageError["code"]): string {
  switch (code) {
    case "unavailable":
      return "Conversations cannot be saved in this browser; this one will be lost when the page closes.";
    case "read_failed":
      return "The saved conversation could not be read.";
    case "write_failed":
      return "The conversation could not be saved.";
    case "quota_exceeded":
      return "The conversation could not be saved: the browser's storage is full.";
    case "corrupt":
      return "The saved conversation was damaged and could not be restored; a new one was started.";
    case "unsupported_version":
      return "The saved conversation was made by a newer version of this app and cannot be opened here.";
    case "too_large":
      return "The saved conversation is too large to restore; a new one was started.";
    case "conflict":
      return "This conversation was changed in another tab. Reload it to continue here; changes made here are not saved.";
  }
}

export type { BranchTail };
