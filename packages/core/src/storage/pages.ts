/**
 * Long threads in pages (issue 30, docs/architecture.md, "Persistence"): the stored form of a thread as a *head* — the newest
 * window of the active branch (whole turns, ≤ ~64 KB) with its bookkeeping, every branch point and the list of the
 * older parts — plus immutable *pages* of older turns and one *variants* part (the inactive branch tails). A save
 * writes the head and only the parts that are new; a part, once written, is never rewritten (a changed range gets
 * a new part id), so a save of a 300-turn thread writes ~64 KB, and a reader opens the newest window first.
 * Pure functions; no storage access.
 */
import type { Message } from "@ag-ui/core";
import type { BranchTail } from "../branchTypes";
import { isRecord } from "../protocol/guards";
import type { ThreadSnapshot } from "../types";
import { checkMessages, checkRecords, countChars, Invalid, type StoredThreadLimits } from "./validate";

/** The `schema` tag of a stored part (a page of older turns, or the variants). */
export const STORED_PART_SCHEMA = "reasoning-ui.thread-part";
/** Storage key of one part of `threadId` (`rui-page:<threadId>:<partId>`; protocol/threadStore.ts). */
export { partKey } from "../protocol/threadStore";

/** Newest window kept in the head when pages are sealed: whole turns, at least this many characters of text. */
export const WINDOW_CHARS = 16_000;
/**
 * Pages are sealed once the head's messages would hold more than this many characters of text (the head, with its
 * bookkeeping, stays under 64 KB as JSON); a page takes the oldest whole turns, up to {@link PAGE_CHARS}.
 */
export const HEAD_MAX_CHARS = 44_000;
/** Target characters of a page (a thread saved paged for the first time is cut in pages of about this size). */
export const PAGE_CHARS = 96_000;
/** Parts one head may list (hostile-size bound on read). */
const MAX_PARTS = 5_000;

/** One older part as the head lists it. */
export interface PartRef {
  /** The part's id (its key is {@link partKey}); new for every written part. */
  id: string;
  /** Messages in it (active-branch messages for a page; all messages of the tails for the variants part). */
  messageCount: number;
}

/** What a version-3 head says about its older parts (absent: the whole thread is in the head). */
export interface ThreadParts {
  /** Pages of older active-branch turns, oldest first; the head's `messages` follow the last one. */
  pages: PartRef[];
  /** The part holding `branchVariants` (the inactive tails), when there are any. */
  variants?: PartRef | undefined;
}

/** One stored part (a page, or the variants). Plain data; messages are the same strings (encrypted values byte-for-byte). */
export interface StoredPart {
  schema: typeof STORED_PART_SCHEMA;
  version: 1;
  threadId: string;
  messages: Message[];
  reasoning: ThreadSnapshot["reasoning"];
  spans: ThreadSnapshot["spans"];
  toolCallTimes: ThreadSnapshot["toolCallTimes"];
  runs: ThreadSnapshot["runs"];
  /** The variants part only. */
  branchVariants?: Record<string, Array<BranchTail | null>> | undefined;
}

type Records = Pick<ThreadSnapshot, "reasoning" | "spans" | "toolCallTimes" | "runs">;
const dict = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/**
 * Splits the bookkeeping of `records` between `ranges` of `messages` (part i = messages[ranges[i][0], ranges[i][1]))
 * and the rest (the head): reasoning by message id, spans by their first message, tool-call times by the assistant
 * message holding the call, runs by their user message (else their first message). O(messages + records).
 */
export function partitionRecords(messages: readonly Message[], ranges: Array<[number, number]>, records: Records): { parts: Records[]; head: Records } {
  const make = (): Records => ({ reasoning: dict(), spans: dict(), toolCallTimes: dict(), runs: [] });
  const parts = ranges.map(make);
  const head = make();
  const partOf = new Map<string, number>();
  const callOf = new Map<string, number>();
  ranges.forEach(([from, to], p) => {
    for (let i = from; i < to; i++) {
      const m = messages[i]!;
      partOf.set(m.id, p);
      if (m.role === "assistant" && Array.isArray(m.toolCalls)) for (const c of m.toolCalls) callOf.set(c.id, p);
    }
  });
  const into = (p: number | undefined) => (p === undefined ? head : parts[p]!);
  for (const id in records.reasoning) into(partOf.get(id)).reasoning[id] = records.reasoning[id]!;
  for (const id in records.spans) {
    const span = records.spans[id]!;
    into(span.messageIds.length > 0 ? partOf.get(span.messageIds[0]!) : undefined).spans[id] = span;
  }
  for (const id in records.toolCallTimes) into(callOf.get(id)).toolCallTimes[id] = records.toolCallTimes[id]!;
  for (const r of records.runs) {
    const by = r.userMessageId !== undefined ? partOf.get(r.userMessageId) : undefined;
    into(by ?? (r.messageIds.length > 0 ? partOf.get(r.messageIds[0]!) : undefined)).runs.push(r);
  }
  return { parts, head };
}

/** Characters of a message's strings (what it weighs stored), bounded work. */
export function messageChars(m: Message): number {
  const budget = { left: Number.MAX_SAFE_INTEGER };
  countChars(m, budget);
  return Number.MAX_SAFE_INTEGER - budget.left;
}

/**
 * Where to seal new pages in `messages[from..]` (the head's part of the active branch): while the head would hold
 * more than {@link HEAD_MAX_CHARS}, the oldest whole turns (a page starts and ends before a user message) up to
 * `HEAD_MAX_CHARS - WINDOW_CHARS` characters go to a new page. Returns the page ranges, oldest first. O(head).
 */
export function sealRanges(messages: readonly Message[], from: number): Array<[number, number]> {
  const sizes: number[] = [];
  let total = 0;
  for (let i = from; i < messages.length; i++) {
    const n = messageChars(messages[i]!);
    sizes.push(n);
    total += n;
  }
  const ranges: Array<[number, number]> = [];
  let start = from;
  while (total > HEAD_MAX_CHARS) {
    // the page: from `start`, whole turns, up to PAGE_CHARS (at least one turn), leaving ≥ WINDOW_CHARS in the head
    let chars = 0;
    let cut = -1;
    let cutChars = 0;
    for (let i = start; i < messages.length; i++) {
      if (i > start && messages[i]!.role === "user") {
        if (cut >= 0 && (chars > PAGE_CHARS || total - chars < WINDOW_CHARS)) break;
        cut = i;
        cutChars = chars;
      }
      chars += sizes[i - from]!;
    }
    if (cut < 0) break; // one turn left: it stays whole in the head
    ranges.push([start, cut]);
    total -= cutChars;
    start = cut;
  }
  return ranges;
}

/** A stored part of `threadId` for `messages` with their records. */
export const toStoredPart = (threadId: string, messages: Message[], records: Records): StoredPart => ({
  schema: STORED_PART_SCHEMA,
  version: 1,
  threadId,
  messages,
  reasoning: records.reasoning,
  spans: records.spans,
  toolCallTimes: records.toolCallTimes,
  runs: records.runs,
});

/** The `parts` of a head value (validated shape; `undefined` when the head holds the whole thread). */
export function partsOf(head: Record<string, unknown>): ThreadParts | undefined {
  const p = head.parts;
  if (p === undefined) return undefined;
  const ref = (r: unknown): r is PartRef => isRecord(r) && typeof r.id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(r.id) && Number.isInteger(r.messageCount) && (r.messageCount as number) >= 0;
  if (!isRecord(p) || !Array.isArray(p.pages) || p.pages.length > MAX_PARTS || !p.pages.every(ref) || (p.variants !== undefined && !ref(p.variants)))
    throw new Invalid("corrupt", "the stored thread's parts are malformed");
  return { pages: p.pages as PartRef[], ...(p.variants !== undefined && { variants: p.variants as PartRef }) };
}

/**
 * Validates an untrusted stored part of `threadId` (never throws to the caller's caller: {@link Invalid}). Messages
 * are checked as a thread's are (shapes, `encryptedValue` a string, ids unique with `ids`, which it extends).
 */
export function parsePart(value: unknown, threadId: string, limits: StoredThreadLimits, count: { n: number }, ids: Set<string>, chars: { left: number }): StoredPart {
  if (!isRecord(value) || value.schema !== STORED_PART_SCHEMA) throw new Invalid("corrupt", "a stored part is missing or not a reasoning-ui part");
  if (value.version !== 1) throw new Invalid(typeof value.version === "number" && value.version > 1 ? "unsupported_version" : "corrupt", "a stored part has an unknown version");
  if (value.threadId !== threadId) throw new Invalid("corrupt", "a stored part belongs to another thread");
  countChars(value, chars);
  checkMessages(value.messages, count, limits, ids);
  checkRecords(value, "a stored part");
  if (value.branchVariants !== undefined && !isRecord(value.branchVariants)) throw new Invalid("corrupt", "a stored part's variants are malformed");
  return value as unknown as StoredPart;
}
