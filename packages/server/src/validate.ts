import { MAX_THREAD_PARTS, PART_ID_PATTERN, PART_KEY_PREFIX, THREAD_KEY_PREFIX, THREAD_LIST_KEY, parsePartKey, parseRevisionETag, parseThreadKey } from "@reasoning-ui/core/protocol";
import { ThreadStoreError } from "./errors";
import type { ThreadMeta } from "./types";

/** The key of the thread list (derived by the store from the thread rows; never stored). */
export const LIST_KEY = THREAD_LIST_KEY;
/** Prefix of one thread's key (`rui-thread:<threadId>`), as `@reasoning-ui/core/storage` writes it. */
export const THREAD_PREFIX = THREAD_KEY_PREFIX;
/** Prefix of a part's key (`rui-page:<threadId>:<partId>`, docs/architecture.md, "Hosting layer and servers"), as core writes it. */
export const PART_PREFIX = PART_KEY_PREFIX;

/** The thread id of a thread key, or a `400 invalid_key`. */
export function threadIdOf(key: string): string {
  const id = parseThreadKey(key);
  if (id === undefined) throw new ThreadStoreError(400, "invalid_key", "The key is not `rui-thread:<id>` with 1–200 of A–Z a–z 0–9 . _ : ~ -.");
  return id;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks a thread's envelope — never its messages' content or `encryptedValue`s — and reads what the list shows:
 * `schema: "reasoning-ui.thread"`, an integer `version` from 1 to `maxVersion` (newer: `422 unsupported_version`),
 * `threadId` equal to the key's, string `title`, number `savedAt`, array `messages` (and `runs` when present).
 */
export function checkEnvelope(text: string, threadId: string, maxVersion: number, now: number): ThreadMeta {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new ThreadStoreError(400, "invalid_json", "The body is not JSON.");
  }
  const bad = (why: string) => new ThreadStoreError(422, "invalid_thread", `The body is not a reasoning-ui thread: ${why}.`);
  if (!isRecord(v)) throw bad("not an object");
  if (v.schema !== "reasoning-ui.thread") throw bad('`schema` is not "reasoning-ui.thread"');
  if (typeof v.version !== "number" || !Number.isInteger(v.version) || v.version < 1) throw bad("no valid `version`");
  if (v.version > maxVersion) throw new ThreadStoreError(422, "unsupported_version", `The thread is version ${v.version}; this server accepts up to ${maxVersion}.`);
  if (v.threadId !== threadId) throw bad("`threadId` differs from the key's");
  if (typeof v.title !== "string" || typeof v.savedAt !== "number") throw bad("no `title` or `savedAt`");
  if (!Array.isArray(v.messages)) throw bad("`messages` is not an array");
  if (v.runs !== undefined && !Array.isArray(v.runs)) throw bad("`runs` is not an array");
  const runs = (v.runs ?? []) as unknown[];
  const last = runs[runs.length - 1];
  // version 3 (docs/architecture.md, "Hosting layer and servers"): a paged head lists its parts; `messageCount` counts the active branch across them
  const parts: string[] = [];
  if (v.parts !== undefined) {
    const p = v.parts;
    const refs = isRecord(p) && Array.isArray(p.pages) ? [...p.pages, ...(p.variants === undefined ? [] : [p.variants])] : null;
    if (!refs || refs.length > MAX_THREAD_PARTS || !refs.every((r) => isRecord(r) && typeof r.id === "string" && PART_ID_PATTERN.test(r.id))) throw bad("`parts` is malformed");
    for (const r of refs) parts.push((r as { id: string }).id);
  }
  const messageCount = typeof v.messageCount === "number" && Number.isInteger(v.messageCount) && v.messageCount >= 0 ? v.messageCount : v.messages.length;
  return { title: v.title.slice(0, 200), updatedAt: now, messageCount, running: isRecord(last) && last.status === "running", parts };
}

/** The thread key and part id of a part key, or a `400 invalid_key`. */
export function partOf(key: string): { key: string; threadId: string; partId: string } {
  const part = parsePartKey(key);
  if (!part) throw new ThreadStoreError(400, "invalid_key", "The key is not `rui-page:<thread id>:<part id>`.");
  return { key: THREAD_PREFIX + part.threadId, ...part };
}

/** Checks a part's envelope (`schema: "reasoning-ui.thread-part"`, `version` 1, its thread's id, `messages` an array), never its content. */
export function checkPart(text: string, threadId: string): void {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new ThreadStoreError(400, "invalid_json", "The body is not JSON.");
  }
  const bad = (why: string) => new ThreadStoreError(422, "invalid_part", `The body is not a reasoning-ui thread part: ${why}.`);
  if (!isRecord(v) || v.schema !== "reasoning-ui.thread-part") throw bad('`schema` is not "reasoning-ui.thread-part"');
  if (v.version !== 1) throw new ThreadStoreError(422, "unsupported_version", "This server accepts thread parts of version 1.");
  if (v.threadId !== threadId) throw bad("`threadId` differs from the key's");
  if (!Array.isArray(v.messages)) throw bad("`messages` is not an array");
}

/** The revision of an `If-Match` header (`"3"`, `W/"3"`), `null` for `If-None-Match: *`, or a `428 revision_required`. */
export function expectedRevision(ifMatch: string | null, ifNoneMatch: string | null): number | null {
  if (ifMatch !== null) return ifMatchRevision(ifMatch);
  if (ifNoneMatch?.trim() === "*") return null;
  throw new ThreadStoreError(428, "revision_required", 'A save needs the revision it was based on: If-Match: "<revision>" (or If-None-Match: * to create).');
}

/** The revision of one `If-Match` value, or a `400 invalid_request`. */
export function ifMatchRevision(ifMatch: string): number {
  const revision = parseRevisionETag(ifMatch);
  if (revision === undefined) throw new ThreadStoreError(400, "invalid_request", 'If-Match is not one revision ETag (e.g. "3").');
  return revision;
}
