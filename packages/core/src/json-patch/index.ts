/**
 * `@reasoning-ui/core/json-patch`: RFC 6902 JSON Patch support for STATE_DELTA and ACTIVITY_DELTA, opt-in so
 * that apps whose agents send no patches do not ship a patch library (docs/architecture.md, "Budgets and benchmarks", P4).
 *
 * @example
 * import { createAgentStore } from "@reasoning-ui/core";
 * import { jsonPatch } from "@reasoning-ui/core/json-patch";
 * const store = createAgentStore({ jsonPatch });
 */
import jsonpatch, { type Operation } from "fast-json-patch";
import { isRecord } from "../protocol/isRecord";
import { deepCopy } from "../reducer/deepCopy";
import type { JsonPatchSupport } from "../extensionTypes";

export type { JsonPatchSupport } from "../reducer/jsonPatch";

/**
 * Applies RFC 6902 patches with `fast-json-patch` 3 (what `@ag-ui/client` 1.x uses), operations validated, to
 * a deep copy of the document (never mutated). A failing patch yields only the error's `name` (its message may
 * quote the document). The store checks first that no path reaches `__proto__`, `constructor` or `prototype`.
 */
export const jsonPatch: JsonPatchSupport = {
  apply(document, patch) {
    try {
      return { document: jsonpatch.applyPatch(deepCopy(document), patch as Operation[], true, true, true).newDocument };
    } catch (err) {
      return { error: isRecord(err) && typeof err.name === "string" ? err.name : "Error" };
    }
  },
};
