import { isRecord } from "../protocol/guards";
import type { Draft } from "./draft";

export type { JsonPatchSupport } from "../extensionTypes";

const UNSAFE_SEGMENTS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);

/** Whether a JSON Pointer (RFC 6901) has a segment that could reach an object's prototype. */
function isUnsafePointer(pointer: unknown): boolean {
  if (typeof pointer !== "string") return false;
  return pointer.split("/").some((seg) => UNSAFE_SEGMENTS.has(seg.replace(/~1/g, "/").replace(/~0/g, "~")));
}

/** Whether every operation of an RFC 6902 patch is an object whose `path` / `from` stays clear of `__proto__`, `constructor` and `prototype`. */
function isSafePatch(patch: readonly unknown[]): boolean {
  return !patch.some((op) => !isRecord(op) || isUnsafePointer(op.path) || isUnsafePointer(op.from));
}

/**
 * `patch` applied to `document` with the store's {@link JsonPatchSupport}, or `undefined` with a diagnostic:
 * `json_patch_unavailable` (the store was created without one), `unsafe_patch_path` (a path reaching a
 * prototype, or a malformed operation), or `failedCode` (the patch did not apply). The document is never mutated.
 */
export function patchDocument(d: Draft, document: unknown, patch: readonly unknown[], eventType: string, failedCode: string, key?: string): { document: unknown } | undefined {
  const support = d.m.jsonPatch;
  if (!support) {
    d.diag("json_patch_unavailable", { type: eventType }, eventType, "json-patch");
    return undefined;
  }
  if (!isSafePatch(patch)) {
    d.diag("unsafe_patch_path", { type: eventType }, eventType, key);
    return undefined;
  }
  const patched = support.apply(document, patch);
  if ("error" in patched) {
    d.diag(failedCode, { type: eventType, id: key, error: patched.error }, eventType);
    return undefined;
  }
  return patched;
}
