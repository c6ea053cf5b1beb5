import jsonpatch, { type Operation } from "fast-json-patch";
import { isRecord } from "../protocol/guards";

const UNSAFE_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

/** Whether a JSON Pointer (RFC 6901) has a segment that could reach an object's prototype. */
function isUnsafePointer(pointer: unknown): boolean {
  if (typeof pointer !== "string") return false;
  return pointer.split("/").some((seg) => UNSAFE_SEGMENTS.has(seg.replace(/~1/g, "/").replace(/~0/g, "~")));
}

/** Whether every operation of an RFC 6902 patch is an object whose `path` / `from` stays clear of `__proto__`, `constructor` and `prototype`. */
export function isSafePatch(patch: readonly unknown[]): boolean {
  return !patch.some((op) => !isRecord(op) || isUnsafePointer(op.path) || isUnsafePointer(op.from));
}

/**
 * An RFC 6902 `patch` applied with `fast-json-patch` (operations validated) to a deep clone of `doc`, which
 * is never mutated. Returns the new document, or — when the patch fails — only the error's `name` (its
 * message may quote the document). Check {@link isSafePatch} first.
 */
export function patchedCopy(doc: unknown, patch: readonly unknown[]): { document: unknown } | { error: string } {
  try {
    return { document: jsonpatch.applyPatch(structuredClone(doc), patch as Operation[], true, true, true).newDocument };
  } catch (err) {
    return { error: isRecord(err) && typeof err.name === "string" ? err.name : "Error" };
  }
}
