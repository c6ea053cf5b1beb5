import type { AgUiEmitter } from "./emitter";
import type { ReasoningUiMetadata } from "./metadata";

/**
 * Turns a flat stream of reasoning / answer / tool-call deltas (Chat Completions chunks, Ollama chunks,
 * text split by `ThinkTagParser`) into AG-UI blocks with ids `${key}:${n}` in stream order: a reasoning
 * block is a span `${id}:span` plus a reasoning message `${id}` whose START waits for its first text (so a
 * block with only an encrypted form opens marked hidden); answer text is an assistant message; a tool
 * call joins the assistant message before it unless reasoning came between.
 */
export class BlockWriter {
  private n = 0;
  private reasoningId: string | undefined;
  private reasoningStarted = false;
  private textId: string | undefined;
  private answerBegan = false;

  constructor(
    private readonly emit: AgUiEmitter,
    /** Response key the ids start with (the chunk `id`, or the run id when the provider has none). */
    public key: string,
    /**
     * Called when a reasoning block closes: its encrypted value (e.g. the `reasoning_details` envelope), if any,
     * and what the provider said about the block's text (`meta`, on REASONING_MESSAGE_END, e.g. `summary`).
     */
    private readonly encryptedOf: () => { encryptedValue?: string; meta?: ReasoningUiMetadata } = () => ({}),
  ) {}

  private nextId(): string {
    return `${this.key}:${this.n++}`;
  }

  /** Whether a reasoning block is open. */
  get inReasoning(): boolean {
    return this.reasoningId !== undefined;
  }

  /** Opens a reasoning block if none is open (closing the answer text); reports reasoning after the answer began. */
  openReasoning(): string {
    if (this.reasoningId) return this.reasoningId;
    this.closeText();
    if (this.answerBegan) this.emit.diagnostic("reasoning_after_text", "Reasoning arrived after the answer began; it is shown as a new reasoning block.");
    const id = this.nextId();
    this.reasoningId = id;
    this.reasoningStarted = false;
    this.emit.spanStart(`${id}:span`);
    return id;
  }

  /** Appends reasoning text (opening the block and its message as needed); `meta` applies to the message's START. */
  reasoning(delta: string, meta: ReasoningUiMetadata = {}): void {
    const id = this.openReasoning();
    if (delta === "") return;
    if (!this.reasoningStarted) {
      this.reasoningStarted = true;
      this.emit.reasoningStart(id, meta);
    }
    this.emit.reasoningDelta(id, delta);
  }

  /** Closes the open reasoning block: END, then its encrypted value; a block with no text but an encrypted value is a hidden message. */
  closeReasoning(): void {
    const id = this.reasoningId;
    if (!id) return;
    this.reasoningId = undefined;
    const { encryptedValue: encrypted, meta } = this.encryptedOf();
    if (this.reasoningStarted) {
      this.emit.reasoningEnd(id, meta);
      if (encrypted !== undefined) this.emit.encrypted("message", id, encrypted);
    } else if (encrypted !== undefined) {
      this.emit.hiddenReasoning(id, "encrypted", encrypted);
    }
    this.emit.spanEnd(`${id}:span`);
  }

  /** Appends answer text (closing reasoning, opening an assistant message as needed). */
  text(delta: string): void {
    if (delta === "") return;
    this.closeReasoning();
    if (!this.textId) {
      this.textId = this.nextId();
      this.emit.textStart(this.textId);
    }
    this.answerBegan = true;
    this.emit.textDelta(this.textId, delta);
  }

  /** Ends the open assistant text message (a later text delta opens a new one). */
  closeText(): void {
    if (this.textId) this.emit.textEnd(this.textId);
    this.textId = undefined;
  }

  /** Starts a tool call on the current assistant message, or a new one `${key}:${n}`. */
  toolStart(toolCallId: string, name: string): void {
    this.closeReasoning();
    this.answerBegan = true;
    this.emit.toolStart(toolCallId, name, this.emit.segment ?? this.nextId());
  }

  /** Closes reasoning and text (tool calls are closed by the emitter at the end of the run). */
  closeAll(): void {
    this.closeReasoning();
    this.closeText();
  }
}
