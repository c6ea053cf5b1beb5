import { isRecord } from "../protocol/guards";
import { PART_KEY_PREFIX, THREAD_LIST_KEY } from "../protocol/threadStore";
import type { ThreadSummary } from "../session/types";

/** Storage key of the thread list (protocol/threadStore.ts). */
export const INDEX_KEY = THREAD_LIST_KEY;
/** Storage key of one thread (protocol/threadStore.ts). */
export { threadKey } from "../protocol/threadStore";

/** One thread-list entry as stored: the summary plus last-writer detection (`revision`, `writer`). */
export interface IndexEntry extends ThreadSummary {
  /** Incremented by every save of the thread (any tab). */
  revision: number;
  /** The session (tab) that saved it last. */
  writer: string;
  /** Storage keys of the thread's stored parts (a paged thread, docs/architecture.md, "Persistence"): removed with it (a removal or an eviction). */
  parts?: string[] | undefined;
}

const MAX_INDEX = 10_000;

/**
 * The stored thread list, validated (untrusted: another tab, an older version, an edited value): entries that are
 * not well-formed are left out; `corrupt` is set when the value is not a list at all. Most recently updated first.
 */
export function parseIndex(value: unknown): { entries: IndexEntry[]; corrupt: boolean } {
  if (value === undefined || value === null) return { entries: [], corrupt: false };
  const list = isRecord(value) ? value.threads : undefined;
  if (!Array.isArray(list)) return { entries: [], corrupt: true };
  const entries: IndexEntry[] = [];
  const seen = new Set<string>();
  for (const e of list.slice(0, MAX_INDEX)) {
    if (!isRecord(e) || typeof e.threadId !== "string" || e.threadId === "" || seen.has(e.threadId)) continue;
    if (typeof e.updatedAt !== "number" || typeof e.revision !== "number" || typeof e.writer !== "string") continue;
    seen.add(e.threadId);
    entries.push({
      threadId: e.threadId,
      title: typeof e.title === "string" ? e.title.slice(0, 80) : "",
      updatedAt: e.updatedAt,
      messageCount: typeof e.messageCount === "number" ? e.messageCount : 0,
      revision: e.revision,
      writer: e.writer,
      ...(Array.isArray(e.parts) && { parts: e.parts.filter((k): k is string => typeof k === "string" && k.startsWith(`${PART_KEY_PREFIX}${e.threadId}:`)).slice(0, 5_000) }),
    });
  }
  entries.sort((a, b) => b.updatedAt - a.updatedAt);
  return { entries, corrupt: false };
}

/** The stored form of the thread list. */
export const toStoredIndex = (entries: IndexEntry[]) => ({ schema: "reasoning-ui.threads", version: 1, threads: entries });

/** The public summaries of the entries. */
export const summaries = (entries: IndexEntry[]): ThreadSummary[] =>
  entries.map(({ threadId, title, updatedAt, messageCount }) => ({ threadId, title, updatedAt, messageCount }));
