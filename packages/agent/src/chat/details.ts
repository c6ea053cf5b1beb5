/**
 * One entry of OpenRouter's `reasoning_details` (OpenRouter "Reasoning tokens": `reasoning.text` with
 * `text` and `signature`, `reasoning.summary` with `summary`, `reasoning.encrypted` with `data`; each with
 * `id`, `format`, `index`). Kept as the provider sent it, unknown keys and types included.
 */
export type ReasoningDetail = Record<string, unknown>;

/** What one streamed fragment contributes to the display. */
export interface DetailContribution {
  /** Readable text to append (`text` of `reasoning.text`, `summary` of `reasoning.summary`), else "". */
  text: string;
  /** `true` when the text is a provider-written summary. */
  summary: boolean;
}

/** Most entries kept per response (a bound; OpenRouter sends a handful). */
export const MAX_REASONING_DETAILS = 1024;
/** Fields that stream in pieces and are concatenated; every other field is taken from the first fragment that has it. */
const CONCATENATED = ["text", "summary", "data"] as const;
const KNOWN_TYPES = new Set(["reasoning.text", "reasoning.summary", "reasoning.encrypted"]);

/**
 * Accumulates streamed `delta.reasoning_details` fragments into whole entries, merged by `index` (a
 * fragment without `index` continues the previous index-less entry of the same type, else starts one),
 * so the entries can be sent back unmodified. Unknown types are kept (for the round trip) but not shown.
 */
export class ReasoningDetailsAccumulator {
  readonly entries: ReasoningDetail[] = [];
  private readonly byIndex = new Map<number, ReasoningDetail>();

  constructor(private readonly report: (code: string, message: string) => void) {}

  /** Merges one fragment; returns what it adds to the display. Non-objects are ignored (reported). */
  add(fragment: unknown): DetailContribution {
    if (typeof fragment !== "object" || fragment === null || Array.isArray(fragment)) {
      this.report("reasoning_detail_invalid", "A reasoning_details entry is not an object; it is ignored.");
      return { text: "", summary: false };
    }
    const f = fragment as ReasoningDetail;
    const type = typeof f.type === "string" ? f.type : "";
    if (!KNOWN_TYPES.has(type)) this.report("reasoning_detail_unknown", `reasoning_details type '${type.slice(0, 60)}' is kept for the next turn but not shown.`);
    const index = typeof f.index === "number" ? f.index : undefined;
    let entry = index !== undefined ? this.byIndex.get(index) : undefined;
    if (index === undefined) {
      this.report("reasoning_detail_without_index", "A reasoning_details entry has no index; it continues the previous entry of its type.");
      const last = this.entries.at(-1);
      if (last && last.index === undefined && last.type === f.type && type !== "reasoning.encrypted") entry = last;
    }
    if (!entry) {
      if (this.entries.length >= MAX_REASONING_DETAILS) {
        this.report("reasoning_details_overflow", `More than ${MAX_REASONING_DETAILS} reasoning_details entries; the rest are not kept.`);
        return { text: "", summary: false };
      }
      entry = { ...f };
      this.entries.push(entry);
      if (index !== undefined) this.byIndex.set(index, entry);
    } else {
      for (const [key, value] of Object.entries(f)) {
        const current = entry[key];
        if ((CONCATENATED as readonly string[]).includes(key) && typeof value === "string") entry[key] = typeof current === "string" ? current + value : value;
        else if (current === undefined || current === null || current === "") entry[key] = value;
      }
    }
    if (type === "reasoning.text" && typeof f.text === "string") return { text: f.text, summary: false };
    if (type === "reasoning.summary" && typeof f.summary === "string") return { text: f.summary, summary: true };
    return { text: "", summary: false };
  }

  /** Takes the entries collected so far (for one reasoning block) and starts afresh. */
  take(): ReasoningDetail[] {
    const out = this.entries.splice(0);
    this.byIndex.clear();
    return out;
  }
}
