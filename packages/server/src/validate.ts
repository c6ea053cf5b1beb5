import { ThreadStoreError } from "./errors";
import type { ThreadMeta } from "./types";

/** The key of the thread list (derived by the store from the thread rows; never stored). */
export const LIST_KEY = "rui-threads";
/** Prefix of one thread's key (`rui-thread:<threadId>`), as `@reasoning-ui/core/storage` writes it. */
export const THREAD_PREFIX = "rui-thread:";
/** A thread id: 1–200 of `A–Z a–z 0–9 . _ : ~ -` (generated ids, UUIDs, an agent's own ids). */
const THREAD_ID = /^[A-Za-z0-9._:~-]{1,200}$/;

/** The thread id of a thread key, or a `400 invalid_key`. */
export function threadIdOf(key: string): string {
  const id = key.startsWith(THREAD_PREFIX) ? key.slice(THREAD_PREFIX.length) : "";
  if (!THREAD_ID.test(id)) throw new ThreadStoreError(400, "invalid_key", "The key is not `rui-thread:<id>` with 1–200 of A–Z a–z 0–9 . _ : ~ -.");
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
  return { title: v.title.slice(0, 200), updatedAt: now, messageCount: v.messages.length, running: isRecord(last) && last.status === "running" };
}

/** The revision of an `If-Match` header (`"3"`, `W/"3"`), `null` for `If-None-Match: *`, or a `428 revision_required`. */
export function expectedRevision(ifMatch: string | null, ifNoneMatch: string | null): number | null {
  if (ifMatch !== null) {
    const m = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(ifMatch);
    if (!m) throw new ThreadStoreError(400, "invalid_request", 'If-Match is not one revision ETag (e.g. "3").');
    return Number(m[1]);
  }
  if (ifNoneMatch?.trim() === "*") return null;
  throw new ThreadStoreError(428, "revision_required", 'A save needs the revision it was based on: If-Match: "<revision>" (or If-None-Match: * to create).');
}
