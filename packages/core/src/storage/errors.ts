/** What a person is shown of a storage failure: the `StorageError` of each code, and of a thrown `ThreadStorageError`. */
import type { StorageError } from "./types";
import { storageCodeOf } from "./threadStorageError";

/** The `unavailable` sentence (also the lazily loaded engine's, `lazyEngine.ts`, when its code cannot be loaded). */
export const UNAVAILABLE = "Conversations cannot be saved in this browser; this one will be lost when the page closes.";

/** A sentence for a person for each {@link StorageError} code. */
export function readable(code: StorageError["code"]): string {
  switch (code) {
    case "unavailable":
      return UNAVAILABLE;
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
      return "This conversation was changed on another device or in another tab at the same moment. Nothing is lost: what you wrote here is kept in your list as “{title}”.";
  }
}

const SERVER_DOWN = "The server that keeps conversations is unavailable. This one goes on here and is saved when the server is back.";

/** The {@link StorageError} of a thrown storage failure, by its {@link storageCodeOf code}; anything else is `fallback`. */
export function errorOf(err: unknown, fallback: "read_failed" | "write_failed", threadId?: string): StorageError {
  const thrown = storageCodeOf(err);
  const code = thrown === "quota_exceeded" ? "quota_exceeded" : thrown === "unavailable" ? "unavailable" : fallback;
  // The thread server answered 503 (its database is down): said as such; the session retries until it is back.
  const message = thrown === "service_unavailable" ? SERVER_DOWN : readable(code);
  return threadId === undefined ? { code, message } : { code, message, threadId };
}
