import type { ThreadStorageBackend } from "./types";
import { partKey, parsePart, type PartRef, type StoredPart } from "./pages";
import type { StoredThread } from "./schema";
import { checkBranches, type StoredThreadLimits } from "./validate";

/** What {@link readParts} reads: which parts of which thread, checked against what is already in memory. */
export interface ReadPartsOptions {
  /** Where the parts are stored. */
  storage: ThreadStorageBackend;
  /** The load limits (`maxMessages`, `maxStoredChars`, …) the parts are checked against, across them all. */
  limits: StoredThreadLimits;
  threadId: string;
  /** The pages to read, oldest first (read newest first). */
  refs: readonly PartRef[];
  /** The inactive branches' part, when it is to be read too. */
  variantsRef?: PartRef | undefined;
  /** The messages already in memory (the head's): a part's message id must be unique with them. */
  messages: readonly { id: string }[];
  /** The head's branches, the stored variants are checked against. */
  branches: StoredThread["branches"];
  /** Called with the number of parts read so far, after each part. */
  progress?: ((n: number) => void) | undefined;
}

/**
 * Reads and validates stored parts of a long thread (docs/architecture.md, "Persistence"): `refs` (pages, oldest
 * first) and, when given, its `variantsRef` part — message ids unique with `messages` (the head's) and across
 * pages, every part within `limits` (the stored characters counted across them all). Newest page first,
 * `progress(n)` after each part. Throws `Invalid` (a damaged or foreign part) or the storage's own error; the
 * store is never touched.
 */
export async function readParts({ storage, limits, threadId, refs, variantsRef, messages, branches, progress }: ReadPartsOptions): Promise<{ pages: StoredPart[]; variants: StoredPart | undefined }> {
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
