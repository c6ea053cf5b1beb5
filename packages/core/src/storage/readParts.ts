import type { ThreadStorageBackend } from "../session/types";
import { partKey, parsePart, type PartRef, type StoredPart } from "./pages";
import type { StoredThread } from "./schema";
import { checkBranches, type StoredThreadLimits } from "./validate";

/**
 * Reads and validates stored parts of a long thread (docs/architecture.md, "Persistence"): `refs` (pages, oldest first) and,
 * when given, its `variants` part — message ids unique with `messages` (the head's) and across pages, every part
 * within `limits` (the stored characters counted across them all). Newest page first, `progress(n)` after each part.
 * Throws `Invalid` (a damaged or foreign part) or the storage's own error; the store is never touched.
 */
export async function readParts(
  storage: ThreadStorageBackend,
  limits: StoredThreadLimits,
  threadId: string,
  refs: readonly PartRef[],
  variantsRef: PartRef | undefined,
  messages: readonly { id: string }[],
  branches: StoredThread["branches"],
  progress?: (n: number) => void,
): Promise<{ pages: StoredPart[]; variants: StoredPart | undefined }> {
  const ids = new Set(messages.map((m) => m.id));
  const count = { n: messages.length };
  const chars = { left: limits.maxStoredChars };
  const read = async (ref: PartRef) => parsePart(await storage.load(partKey(threadId, ref.id)), threadId, limits, count, ids, chars);
  const pages: StoredPart[] = new Array(refs.length);
  for (let i = refs.length - 1; i >= 0; i--) {
    pages[i] = await read(refs[i]!);
    progress?.(refs.length - i);
  }
  let variants: StoredPart | undefined;
  if (variantsRef) {
    variants = await read(variantsRef);
    checkBranches(branches, variants.branchVariants ?? {}, count, limits, 0);
    progress?.(refs.length + 1);
  }
  return { pages, variants };
}

/** `head` with older `pages` (oldest first) before its messages and the stored variants laid in (docs/architecture.md, "Persistence"). O(parts). */
export function mergeParts(head: StoredThread, pages: StoredPart[], variants: StoredPart | undefined): StoredThread {
  if (pages.length === 0 && !variants) return head;
  const messages = pages.flatMap((p) => p.messages).concat(head.messages);
  const reasoning = Object.assign({}, ...pages.map((p) => p.reasoning), head.reasoning) as StoredThread["reasoning"];
  const spans = Object.assign({}, ...pages.map((p) => p.spans), head.spans) as StoredThread["spans"];
  const toolCallTimes = Object.assign({}, ...pages.map((p) => p.toolCallTimes), head.toolCallTimes) as StoredThread["toolCallTimes"];
  const runs = pages.flatMap((p) => p.runs).concat(head.runs);
  const { parts: _parts, ...rest } = head;
  return { ...rest, messages, reasoning, spans, toolCallTimes, runs, branchVariants: variants?.branchVariants ?? head.branchVariants };
}
