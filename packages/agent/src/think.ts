/**
 * A streaming `<think>…</think>` extractor for models that write their reasoning inline in the answer
 * text (DeepSeek-R1 and its distills, QwQ, many open models behind a server without a reasoning parser).
 * Pure string code, no Node or DOM APIs: it runs on the agent (inside the Chat Completions and Ollama
 * bridges) and in the browser on any text source.
 */

/** One run of extracted text: `"reasoning"` (inside the tags) or `"text"` (the answer). */
export interface ThinkTagSegment {
  type: "reasoning" | "text";
  text: string;
}

/**
 * What the extractor repaired rather than failed on:
 * - `think_unopened` — a closing tag with no opening one (the chat template opened it in the prompt,
 *   as DeepSeek-R1's does): the tag is removed, the text before it stays answer text (it was already
 *   streamed); set `openAtStart: true` for such models.
 * - `think_unterminated` — the stream ended inside a reasoning block: what arrived stays reasoning.
 */
export interface ThinkTagDiagnostic {
  code: "think_unopened" | "think_unterminated";
  message: string;
}

/** Options of {@link ThinkTagParser}. */
export interface ThinkTagOptions {
  /** Tag name. Default `"think"` (`<think>` / `</think>`); e.g. `"thinking"` or `"reasoning"` for models trained on those. */
  tag?: string;
  /**
   * The stream starts inside a reasoning block: the model's chat template already wrote the opening tag
   * into the prompt (DeepSeek-R1 and its distills, QwQ), so only `</think>` appears in the output. An
   * opening tag at the very start is still accepted. Default `false`.
   */
  openAtStart?: boolean;
  /** Told about each {@link ThinkTagDiagnostic}. */
  onDiagnostic?: (diagnostic: ThinkTagDiagnostic) => void;
}

const FENCES = ["```", "~~~"];

/**
 * Splits streamed text into reasoning and answer segments at `<think>` / `</think>`, chunk by chunk:
 * - Tags split across chunks are found: at most a tag's length minus one characters are held back
 *   until the next chunk (or `end()`), so the buffer is bounded.
 * - An opening tag counts only where a line starts (after optional spaces) and outside a fenced code
 *   block (``` or ~~~ at a line start), so an answer that writes about `<think>` tags, or shows them in
 *   a code fence, is left alone. Inside reasoning only the closing tag matters.
 * - Whitespace right after a tag is dropped (models write `<think>\n…\n</think>\n\n`), nothing else is.
 * - A missing opening tag and an unterminated block are reported ({@link ThinkTagDiagnostic}); no text
 *   is ever dropped.
 *
 * @example
 * const parser = new ThinkTagParser();
 * for await (const chunk of textStream) {
 *   for (const segment of parser.push(chunk)) show(segment.type, segment.text);
 * }
 * for (const segment of parser.end()) show(segment.type, segment.text);
 */
export class ThinkTagParser {
  private readonly open: string;
  private readonly close: string;
  private buffer = "";
  private mode: "text" | "reasoning";
  /** Only whitespace since the last line break (or the start) in text mode. */
  private lineBlank = true;
  /** At the very start of a line in text mode (for fences). */
  private lineStart = true;
  private fence: string | undefined;
  private skipSpace = false;
  /** Nothing emitted yet in the current reasoning block (an opening tag here is absorbed). */
  private blockEmpty: boolean;
  private sawText = false;

  constructor(private readonly options: ThinkTagOptions = {}) {
    const tag = options.tag ?? "think";
    this.open = `<${tag}>`;
    this.close = `</${tag}>`;
    this.mode = options.openAtStart ? "reasoning" : "text";
    this.blockEmpty = true;
    this.skipSpace = options.openAtStart === true;
  }

  /** Whether the parser is inside a reasoning block now. */
  get inReasoning(): boolean {
    return this.mode === "reasoning";
  }

  /** Feeds the next chunk; returns the segments it completes (consecutive runs of one type merged). */
  push(chunk: string): ThinkTagSegment[] {
    if (chunk !== "") this.sawText = true;
    this.buffer += chunk;
    return this.drain(false);
  }

  /** Ends the stream: flushes what was held back; an open reasoning block is reported `think_unterminated`. */
  end(): ThinkTagSegment[] {
    const out = this.drain(true);
    if (this.mode === "reasoning" && this.sawText) this.report("think_unterminated", `The text ended inside a ${this.open} block; it is kept as reasoning.`);
    return out;
  }

  private report(code: ThinkTagDiagnostic["code"], message: string): void {
    try {
      this.options.onDiagnostic?.({ code, message });
    } catch {
      /* a diagnostic must never break the stream */
    }
  }

  private drain(final: boolean): ThinkTagSegment[] {
    const out: ThinkTagSegment[] = [];
    const b = this.buffer;
    let run = "";
    const flush = () => {
      if (run === "") return;
      const last = out.at(-1);
      if (last?.type === this.mode) last.text += run;
      else out.push({ type: this.mode, text: run });
      if (this.mode === "reasoning") this.blockEmpty = false;
      run = "";
    };
    /** Whether `b` from `i` to its end is a proper prefix of one of `words` (more input could complete it). Reads at most a tag's length. */
    const partial = (i: number, words: string[]) => {
      if (final || b.length - i >= this.close.length) return false;
      const rest = b.slice(i);
      return words.some((w) => rest.length < w.length && w.startsWith(rest));
    };
    let i = 0;
    while (i < b.length) {
      const c = b[i]!;
      if (this.skipSpace) {
        if (c === " " || c === "\n" || c === "\r" || c === "\t") {
          i++;
          continue;
        }
        this.skipSpace = false;
      }
      if (this.mode === "text") {
        if (this.lineStart) {
          const marker = FENCES.find((f) => b.startsWith(f, i));
          if (marker) {
            if (this.fence === undefined) this.fence = marker;
            else if (this.fence === marker) this.fence = undefined;
            run += marker;
            i += marker.length;
            this.lineStart = false;
            this.lineBlank = false;
            continue;
          }
          if (partial(i, FENCES)) break;
        }
        if (c === "<" && this.fence === undefined) {
          if (this.lineBlank && b.startsWith(this.open, i)) {
            flush();
            this.mode = "reasoning";
            this.blockEmpty = true;
            this.skipSpace = true;
            i += this.open.length;
            continue;
          }
          if (b.startsWith(this.close, i)) {
            flush();
            this.report("think_unopened", `${this.close} without ${this.open}: the text before it stays answer text; set openAtStart for this model.`);
            i += this.close.length;
            this.skipSpace = true;
            this.lineStart = this.lineBlank = true;
            continue;
          }
          if (partial(i, this.lineBlank ? [this.open, this.close] : [this.close])) break;
        }
        run += c;
        this.lineStart = c === "\n";
        if (c === "\n") this.lineBlank = true;
        else if (c !== " " && c !== "\t" && c !== "\r") this.lineBlank = false;
        i++;
      } else {
        if (c === "<") {
          if (b.startsWith(this.close, i)) {
            flush();
            this.mode = "text";
            this.skipSpace = true;
            this.lineStart = this.lineBlank = true;
            i += this.close.length;
            continue;
          }
          if (this.blockEmpty && run === "" && b.startsWith(this.open, i)) {
            i += this.open.length; // the template opened it and the model wrote it again
            this.skipSpace = true;
            continue;
          }
          if (partial(i, this.blockEmpty && run === "" ? [this.close, this.open] : [this.close])) break;
        }
        run += c;
        i++;
      }
    }
    flush();
    this.buffer = b.slice(i);
    return out;
  }
}

/**
 * {@link ThinkTagParser} over an async text stream: yields reasoning and answer segments as they
 * complete (the buffer is bounded by the tag length).
 *
 * @example
 * for await (const segment of splitThinkTags(textChunks, { openAtStart: true })) {
 *   if (segment.type === "reasoning") appendReasoning(segment.text); else appendAnswer(segment.text);
 * }
 */
export async function* splitThinkTags(source: AsyncIterable<string>, options?: ThinkTagOptions): AsyncGenerator<ThinkTagSegment, void, undefined> {
  const parser = new ThinkTagParser(options);
  for await (const chunk of source) yield* parser.push(chunk);
  yield* parser.end();
}
