/** Validation of stored threads (untrusted data): shapes, limits and nesting, each failure a typed {@link Invalid}. */
import type { BranchPoint } from "../branchTypes";
import { isRecord } from "../protocol/guards";
import type { StorageError } from "../session/types";

/** Limits applied when a stored value is read (untrusted data). */
export interface StoredThreadLimits {
  maxMessages: number;
  maxStoredChars: number;
}

const MAX_BRANCH_DEPTH = 64;

/** A validation failure with its {@link StorageError} code. */
export class Invalid extends Error {
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
export function countChars(value: unknown, budget: { left: number }, depth = 0): void {
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
  if (role === "user" || role === "tool") {
    if (!optString(content) && !(Array.isArray(content) && content.every(isRecord))) throw new Invalid("corrupt", `a stored ${String(role)} message has malformed content`);
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

export function checkMessages(messages: unknown, count: { n: number }, limits: StoredThreadLimits, ids: Set<string>): void {
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

export function checkRecords(r: Record<string, unknown>, where: string): void {
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
    // version 2: interrupts the run ended with, answers it was sent with (docs/architecture.md, "Interrupts")
    if (run.interrupts !== undefined && (!Array.isArray(run.interrupts) || !run.interrupts.every((i) => isRecord(i) && typeof i.id === "string" && typeof i.reason === "string")))
      throw new Invalid("corrupt", `${where}: a run's interrupts are malformed`);
    if (run.resume !== undefined && (!Array.isArray(run.resume) || !run.resume.every((e) => isRecord(e) && typeof e.interruptId === "string" && (e.status === "resolved" || e.status === "cancelled"))))
      throw new Invalid("corrupt", `${where}: a run's resume entries are malformed`);
  }
}

/** Checks the branch points alone (a paged head, docs/architecture.md, "Persistence": their variants are a part of their own, checked when read). */
export function checkBranchPoints(branches: unknown): void {
  if (!isRecord(branches)) throw new Invalid("corrupt", "branches is not an object");
  for (const parent in branches) {
    const p = branches[parent] as BranchPoint;
    if (!isRecord(p) || p.parentMessageId !== parent || !Number.isInteger(p.count) || p.count < 2 || !Number.isInteger(p.active) || p.active < 0 || p.active >= p.count)
      throw new Invalid("corrupt", "a stored branch point is malformed");
  }
}

/** Checks `branches` / `variants` (of the thread or of a stored tail), recursing into every stored tail. */
export function checkBranches(branches: unknown, variants: unknown, count: { n: number }, limits: StoredThreadLimits, depth: number): void {
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

/**
 * The optional `openRun` of a stored thread (a run still open at the agent, re-attached on load; same schema
 * version — an older kit ignores the field): kept when well-formed, dropped when not (the thread itself is fine).
 */
export function checkOpenRun(r: Record<string, unknown>): void {
  const o = r.openRun;
  if (o === undefined) return;
  const ok = (v: unknown) => typeof v === "string" && v.length > 0 && v.length <= 1024;
  if (!isRecord(o) || !ok(o.threadId) || !ok(o.runId) || !(o.lastEventId === undefined || ok(o.lastEventId))) delete r.openRun;
}
