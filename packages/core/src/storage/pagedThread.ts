/**
 * The paged form of the thread a session holds (docs/architecture.md, "Persistence"): which older parts are stored, which of
 * them are in the store, and what a save must write. Used by {@link Persistence}; no storage access here.
 */
import type { Message } from "@ag-ui/core";
import { randomUUID } from "../protocol/ids";
import type { AgentState, ThreadSnapshot } from "../types";
import { partKey, partitionRecords, sealRanges, toStoredPart, type PartRef, type StoredPart, type ThreadParts } from "./pages";

/** A loaded page: its ref and the store's message objects it holds (a save keeps it only while they are the same). */
interface LoadedPage {
  ref: PartRef;
  messages: readonly Message[];
}

const newPartId = () => randomUUID().replace(/-/g, "");

/** What a save writes: the parts that are new, the head's `parts`, the head's records, the keys no longer referenced. */
export interface PagedSave {
  parts: ThreadParts | undefined;
  writes: Array<[string, StoredPart]>;
  remove: string[];
  head: Pick<ThreadSnapshot, "messages" | "reasoning" | "spans" | "toolCallTimes" | "runs" | "branchVariants">;
  /** Applied once the save is committed. */
  commit(): void;
  /** Messages across the active branch (stored pages included). */
  messageCount: number;
}

/** One thread's paging state in a session. */
export class PagedThread {
  /** The stored title (the thread's first user message may be in a page not loaded). */
  title = "";
  /** Stored pages not in the store, oldest first (they precede the store's messages). */
  unloaded: PartRef[] = [];
  /** Stored pages in the store, oldest first: the store's messages start with them. */
  private loaded: LoadedPage[] = [];
  /** The variants part, and the store's `branchVariants` it holds (`null`: not loaded into the store). */
  private variants: { ref: PartRef; value: AgentState["branchVariants"] | null } | undefined;

  constructor(
    readonly threadId: string,
    parts?: ThreadParts,
  ) {
    this.unloaded = parts ? [...parts.pages] : [];
    if (parts?.variants) this.variants = { ref: parts.variants, value: null };
  }

  /** Everything is in the store (pages and variants). */
  get complete(): boolean {
    return this.unloaded.length === 0 && (this.variants === undefined || this.variants.value !== null);
  }

  /** Messages stored in pages not yet in the store. */
  get pendingMessages(): number {
    return this.unloaded.reduce((n, p) => n + p.messageCount, 0);
  }

  /** The variants part to load, when it is not in the store. */
  get variantsToLoad(): PartRef | undefined {
    return this.variants && this.variants.value === null ? this.variants.ref : undefined;
  }

  /** Storage keys of every part (for removal and eviction). */
  keys(): string[] {
    const refs = [...this.unloaded, ...this.loaded.map((p) => p.ref), ...(this.variants ? [this.variants.ref] : [])];
    return refs.map((r) => partKey(this.threadId, r.id));
  }

  /**
   * After a restore of the store: the first `counts` pages (oldest first, of `refs`) are at the start of
   * `messages`; `variantsIn` when the store now holds the stored variants.
   */
  settle(state: AgentState, pagesNowLoaded: PartRef[], variantsIn: boolean): void {
    let at = 0;
    this.loaded = pagesNowLoaded.map((ref) => {
      const page = { ref, messages: state.messages.slice(at, at + ref.messageCount) };
      at += ref.messageCount;
      return page;
    });
    if (this.variants && variantsIn) this.variants.value = state.branchVariants;
  }

  /** The refs of the pages in the store, oldest first. */
  loadedRefs(): PartRef[] {
    return this.loaded.map((p) => p.ref);
  }

  /**
   * What saving `state` as `threadId` writes: loaded pages whose messages are still the same objects are kept, the
   * rest is re-sealed from the first change; new pages are sealed while the head would be too large; the variants
   * part is rewritten when the store's variants changed (kept as stored while they are not loaded). O(head + pages).
   */
  plan(state: AgentState, threadId: string): PagedSave {
    const same = threadId === this.threadId;
    const unloaded = same ? this.unloaded : [];
    const kept: LoadedPage[] = [];
    const remove: string[] = [];
    let offset = 0;
    let changed = !same;
    for (const page of same ? this.loaded : []) {
      const n = page.messages.length;
      if (!changed && n === page.ref.messageCount && page.messages.every((m, i) => state.messages[offset + i] === m)) {
        kept.push(page);
        offset += n;
      } else {
        changed = true;
        remove.push(partKey(this.threadId, page.ref.id));
      }
    }
    const ranges = sealRanges(state.messages, offset);
    const keptRanges = kept.map((p, i): [number, number] => {
      const from = kept.slice(0, i).reduce((n, q) => n + q.messages.length, 0);
      return [from, from + p.messages.length];
    });
    const { parts, head } = partitionRecords(state.messages, [...keptRanges, ...ranges], {
      reasoning: state.reasoning,
      spans: state.spans,
      toolCallTimes: state.toolCallTimes ?? {},
      runs: state.runs,
    });
    const writes: Array<[string, StoredPart]> = [];
    const fresh: LoadedPage[] = ranges.map(([from, to], i) => {
      const ref = { id: newPartId(), messageCount: to - from };
      const messages = state.messages.slice(from, to);
      writes.push([partKey(threadId, ref.id), toStoredPart(threadId, messages, parts[kept.length + i]!)]);
      return { ref, messages };
    });
    const headFrom = ranges.length > 0 ? ranges[ranges.length - 1]![1] : offset;
    // variants: kept as stored while not in the store; rewritten when the store's changed; in the head while the
    // thread has no pages (a short thread is one value, as before)
    let variants = same ? this.variants : undefined;
    const paged = unloaded.length + kept.length + fresh.length > 0;
    const hasVariants = paged && Object.keys(state.branchVariants ?? {}).length > 0;
    if (!(variants && variants.value === null) && (variants?.value !== state.branchVariants || !same || !paged)) {
      if (variants) remove.push(partKey(this.threadId, variants.ref.id));
      variants = undefined;
      if (hasVariants) {
        const ref = { id: newPartId(), messageCount: countVariantMessages(state.branchVariants) };
        const part: StoredPart = { ...toStoredPart(threadId, [], { reasoning: {}, spans: {}, toolCallTimes: {}, runs: [] }), branchVariants: state.branchVariants };
        writes.push([partKey(threadId, ref.id), part]);
        variants = { ref, value: state.branchVariants };
      }
    }
    if (!same) remove.length = 0; // another thread's keys (a fork to a new id): the original keeps its parts
    const pages = [...unloaded, ...kept.map((p) => p.ref), ...fresh.map((p) => p.ref)];
    const messageCount = unloaded.reduce((n, p) => n + p.messageCount, 0) + state.messages.length;
    return {
      parts: pages.length > 0 || variants ? { pages, ...(variants && { variants: variants.ref }) } : undefined,
      writes,
      remove,
      head: {
        messages: state.messages.slice(headFrom),
        reasoning: head.reasoning,
        spans: head.spans,
        toolCallTimes: head.toolCallTimes,
        runs: head.runs,
        branchVariants: variants ? {} : state.branchVariants,
      },
      messageCount,
      commit: () => {
        (this as { threadId: string }).threadId = threadId;
        this.unloaded = unloaded;
        this.loaded = [...kept, ...fresh];
        this.variants = variants;
      },
    };
  }
}

function countVariantMessages(variants: AgentState["branchVariants"]): number {
  let n = 0;
  for (const parent in variants) for (const tail of variants[parent]!) if (tail) n += tail.messages.length + countVariantMessages(tail.variants);
  return n;
}
