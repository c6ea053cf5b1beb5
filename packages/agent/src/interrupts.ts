import { RUN_LIMITS, type ToolApprovalPayload } from "@reasoning-ui/core/protocol";
/**
 * AG-UI 1.0 interrupts on the agent side (docs/architecture.md, "Interrupts"): stop a bridge's run for approval of a tool call,
 * read the `resume[]` of the next run, and turn each answer into the tool result / denial the provider's input
 * converter sends back. No Node APIs.
 */
import { EventType, type AssistantMessage, type Event as AgUiEvent, type HumanInTheLoopCapabilities, type Interrupt, type Message, type ResumeEntry, type ToolMessage } from "@ag-ui/core";
import type { AgUiEventStream } from "./run";

/** A tool call as it streamed (name and accumulated JSON arguments). */
export interface StreamedToolCall {
  toolCallId: string;
  toolCallName: string;
  /** The arguments JSON as streamed (may be partial or invalid when the stream was cut). */
  args: string;
  parentMessageId?: string;
}

/** What {@link withToolApprovals} asks of a tool call: `false` to run it as usual, else the interrupt's fields. */
export type ApprovalRule = (call: StreamedToolCall) => false | Pick<Interrupt, "message" | "responseSchema" | "expiresAt" | "metadata"> | true;

/**
 * The interrupt asking to approve tool call `call` (reason `tool_call`): id `approve-<toolCallId>` (stable, so a
 * replayed run raises the same id), `message` (default "Run <name>?"), `metadata.toolCallName`.
 */
export function toolApprovalInterrupt(call: StreamedToolCall, fields: Pick<Interrupt, "message" | "responseSchema" | "expiresAt" | "metadata"> = {}): Interrupt {
  return {
    id: `approve-${call.toolCallId}`,
    reason: "tool_call",
    toolCallId: call.toolCallId,
    message: fields.message ?? `Run ${call.toolCallName}?`,
    ...(fields.responseSchema !== undefined && { responseSchema: fields.responseSchema }),
    ...(fields.expiresAt !== undefined && { expiresAt: fields.expiresAt }),
    metadata: { toolCallName: call.toolCallName, ...fields.metadata },
  };
}

/**
 * At most this many interrupts one run raises through {@link withToolApprovals} (the rest of the calls run unapproved
 * is never an option: the run errors) — the wire's `RUN_LIMITS.maxInterruptsPerRun` (64), the number the client
 * accepts (`@reasoning-ui/core/protocol`).
 */
export const MAX_RUN_INTERRUPTS: number = RUN_LIMITS.maxInterruptsPerRun;
/** Arguments kept per watched tool call, characters (beyond: the call is still stopped, its args cut). */
const MAX_ARGS = 1_000_000;

/**
 * Wraps a bridge's event stream (`openaiResponsesToAgUi`, `anthropicMessagesToAgUi`, …): every tool call for which
 * `needsApproval` says so stops the run — its TOOL_CALL_RESULT (if the provider ran it server-side) is dropped, and
 * the run's RUN_FINISHED carries `outcome: { type: "interrupt", interrupts }`, one {@link toolApprovalInterrupt}
 * per such call, in order. Other events pass through unchanged; a run with no such call is untouched. `onInterrupt`
 * sees the interrupts with their calls (to record them, e.g. in a {@link createInterruptLedger}).
 *
 * @example
 * const events = withToolApprovals(openaiResponsesToAgUi(stream, { threadId, runId }), (call) => call.toolCallName === "send_email" && { message: "Send this email?" });
 */
export async function* withToolApprovals(
  stream: AgUiEventStream,
  needsApproval: ApprovalRule,
  onInterrupt?: (raised: Array<{ interrupt: Interrupt; call: StreamedToolCall }>) => void,
): AgUiEventStream {
  const calls = new Map<string, StreamedToolCall>();
  const stopped: Array<{ interrupt: Interrupt; call: StreamedToolCall }> = [];
  const stoppedIds = new Set<string>();
  while (true) {
    const next = await stream.next();
    if (next.done) return next.value;
    const event = next.value as AgUiEvent & Record<string, unknown>;
    switch (event.type) {
      case EventType.TOOL_CALL_START:
        if (calls.size < 10_000) calls.set(String(event.toolCallId), { toolCallId: String(event.toolCallId), toolCallName: String(event.toolCallName), args: "", ...(typeof event.parentMessageId === "string" && { parentMessageId: event.parentMessageId }) });
        break;
      case EventType.TOOL_CALL_ARGS: {
        const c = calls.get(String(event.toolCallId));
        if (c && c.args.length < MAX_ARGS) c.args += String(event.delta ?? "");
        break;
      }
      case EventType.TOOL_CALL_END: {
        const c = calls.get(String(event.toolCallId));
        const rule = c ? needsApproval(c) : false;
        if (c && rule) {
          if (stopped.length >= MAX_RUN_INTERRUPTS) throw new Error(`withToolApprovals: more than ${MAX_RUN_INTERRUPTS} tool calls need approval in one run`);
          stopped.push({ interrupt: toolApprovalInterrupt(c, rule === true ? {} : rule), call: c });
          stoppedIds.add(c.toolCallId);
        }
        break;
      }
      case EventType.TOOL_CALL_RESULT:
        if (stoppedIds.has(String(event.toolCallId))) continue; // not run before it is approved
        break;
      case EventType.RUN_FINISHED:
        if (stopped.length > 0) {
          onInterrupt?.(stopped.slice());
          yield { ...event, outcome: { type: "interrupt", interrupts: stopped.map((s) => s.interrupt) } } as AgUiEvent;
          continue;
        }
        break;
    }
    yield event;
  }
}

/** How a person answered a tool approval (read by {@link readToolDecision}). */
export type ToolDecision =
  | { kind: "approved"; editedArgs?: Record<string, unknown> }
  | { kind: "denied"; reason?: string }
  | { kind: "cancelled" };

/**
 * A resume entry for a tool approval, read leniently: `cancelled` → cancelled; `resolved` with `payload.approved ===
 * true` → approved (with `payload.editedArgs` when it is an object: approve with edits); anything else resolved —
 * `approved: false`, no payload, a payload the agent does not understand — is a denial (never a silent approval).
 */
export function readToolDecision(entry: ResumeEntry): ToolDecision {
  if (entry.status === "cancelled") return { kind: "cancelled" };
  const p = entry.payload as Partial<Record<keyof ToolApprovalPayload | "editedArgs" | "reason", unknown>> | undefined; // a ToolApprovalPayload, read leniently
  if (p && typeof p === "object" && p.approved === true) {
    const edited = p.editedArgs;
    return edited && typeof edited === "object" && !Array.isArray(edited) ? { kind: "approved", editedArgs: edited as Record<string, unknown> } : { kind: "approved" };
  }
  return { kind: "denied", ...(p && typeof p === "object" && typeof p.reason === "string" && { reason: p.reason.slice(0, 1000) }) };
}

/**
 * Turns the answers to tool approvals into the history the bridges' input converters send the provider
 * (`agUiToOpenAIResponsesInput`, `agUiToAnthropicMessages`, `agUiToGeminiContents`, …): for each answered call,
 * approved → `execute(name, args)` runs it (with the edited arguments, which also replace the call's `arguments` in
 * the assistant message, so the model sees what ran) and its result becomes the tool message; denied or cancelled →
 * a tool message with `error` ("The user denied this tool call…": Anthropic `is_error`, an error output elsewhere).
 * Returns a new message list (the input's messages are not mutated); a call not found in `messages` is skipped.
 */
export async function applyToolDecisions(
  messages: readonly Message[],
  decisions: ReadonlyArray<{ toolCallId: string; decision: ToolDecision }>,
  execute: (toolCallName: string, args: Record<string, unknown>) => Promise<unknown> | unknown,
): Promise<Message[]> {
  const out = messages.map((m) => m);
  for (const { toolCallId, decision } of decisions) {
    const at = out.findIndex((m) => m.role === "assistant" && m.toolCalls?.some((c) => c.id === toolCallId));
    if (at < 0) continue;
    const holder = out[at] as AssistantMessage;
    const call = holder.toolCalls!.find((c) => c.id === toolCallId)!;
    let tool: ToolMessage;
    const id = `result-${toolCallId}`;
    if (decision.kind === "approved") {
      let args: Record<string, unknown> = {};
      if (decision.editedArgs) {
        args = decision.editedArgs;
        out[at] = { ...holder, toolCalls: holder.toolCalls!.map((c) => (c.id === toolCallId ? { ...c, function: { ...c.function, arguments: JSON.stringify(args) } } : c)) };
      } else {
        try {
          const parsed: unknown = JSON.parse(call.function.arguments || "{}");
          if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) args = parsed as Record<string, unknown>;
        } catch {
          args = {};
        }
      }
      const result = await execute(call.function.name, args);
      tool = { id, role: "tool", toolCallId, content: typeof result === "string" ? result : JSON.stringify(result ?? null) };
    } else {
      const why = decision.kind === "cancelled" ? "The user did not answer this approval; the tool call was not run." : `The user denied this tool call; it was not run.${decision.kind === "denied" && decision.reason ? ` Reason: ${decision.reason}` : ""}`;
      tool = { id, role: "tool", toolCallId, content: why, error: why };
    }
    // right after the assistant message (and any results already there)
    let insert = at + 1;
    while (insert < out.length && out[insert]!.role === "tool") insert++;
    out.splice(insert, 0, tool);
  }
  return out;
}

/** Why a ledger refused a `resume` (sent to the client as RUN_ERROR `code` / `message`). */
export interface ResumeRefusal {
  code: "invalid_resume" | "unknown_interrupt" | "interrupt_already_answered" | "interrupt_unanswered" | "interrupt_expired" | "duplicate_answer";
  message: string;
}

/** An interrupt a ledger holds, with what the agent needs to act on its answer (`data`: e.g. the tool call). */
export interface OpenInterrupt<T> {
  interrupt: Interrupt;
  data: T;
}

/** See {@link createInterruptLedger}. */
export interface InterruptLedger<T> {
  /** Records the interrupts a run of `threadId` ended with (they replace any the thread still had open). */
  open(threadId: string, raised: ReadonlyArray<OpenInterrupt<T>>): void;
  /**
   * Checks a run's `resume` against the thread's open interrupts (AG-UI 1.0: every open interrupt answered, ids
   * known, an expired one only `cancelled`, each answered once) and, when it passes, closes them — atomically, so of
   * two clients answering the same interrupt exactly one wins; the other gets `interrupt_already_answered`.
   * `undefined` when the thread has nothing open and `resume` is absent or empty (an ordinary run).
   */
  answer(threadId: string, resume: unknown, now?: number): { ok: true; answers: Array<OpenInterrupt<T> & { entry: ResumeEntry }> } | { ok: false; refusal: ResumeRefusal } | undefined;
  /** Interrupts open on `threadId`. */
  pending(threadId: string): ReadonlyArray<OpenInterrupt<T>>;
}

/**
 * An in-memory ledger of the interrupts an agent raised, per thread, bounded (`maxThreads`, default 1,000, least
 * recently used dropped; answered ids kept per thread to recognise a second answer, at most 1,000). A server with
 * several processes keeps the same records in its own store; the rules are the same.
 *
 * @example
 * const ledger = createInterruptLedger<{ name: string; args: string }>();
 * const answered = ledger.answer(input.threadId, input.resume);
 * if (answered && !answered.ok) return runError(answered.refusal.message, answered.refusal.code);
 */
export function createInterruptLedger<T>(options: { maxThreads?: number } = {}): InterruptLedger<T> {
  const max = Math.max(1, options.maxThreads ?? 1000);
  const threads = new Map<string, { open: Map<string, OpenInterrupt<T>>; answered: Set<string> }>();
  const thread = (id: string) => {
    let t = threads.get(id);
    if (t) threads.delete(id);
    else t = { open: new Map(), answered: new Set() };
    threads.set(id, t); // most recently used last
    if (threads.size > max) threads.delete(threads.keys().next().value!);
    return t;
  };
  const refuse = (code: ResumeRefusal["code"], message: string) => ({ ok: false as const, refusal: { code, message } });
  return {
    open(threadId, raised) {
      const t = thread(threadId);
      t.open = new Map(raised.map((r) => [r.interrupt.id, r]));
    },
    pending(threadId) {
      return [...(threads.get(threadId)?.open.values() ?? [])];
    },
    answer(threadId, resume, now = Date.now()) {
      const t = threads.get(threadId);
      const list = resume === undefined ? [] : resume;
      if (!Array.isArray(list) || list.length > 1000) return refuse("invalid_resume", "resume must be an array of at most 1000 entries");
      if (list.length === 0) return t && t.open.size > 0 ? refuse("interrupt_unanswered", `Answer the ${t.open.size} open request(s) first: resume must cover every open interrupt.`) : undefined;
      const seen = new Set<string>();
      for (const e of list) {
        if (!e || typeof e !== "object" || typeof e.interruptId !== "string" || (e.status !== "resolved" && e.status !== "cancelled")) return refuse("invalid_resume", "a resume entry needs an interruptId and a status of resolved or cancelled");
        if (seen.has(e.interruptId)) return refuse("duplicate_answer", "Two answers were sent for one request.");
        seen.add(e.interruptId);
        if (t?.answered.has(e.interruptId)) return refuse("interrupt_already_answered", "This request was already answered (in another tab or window).");
        const open = t?.open.get(e.interruptId);
        if (!open) return refuse("unknown_interrupt", "The agent did not ask this (unknown interrupt id).");
        const expires = open.interrupt.expiresAt === undefined ? NaN : Date.parse(open.interrupt.expiresAt);
        if (e.status === "resolved" && expires <= now) return refuse("interrupt_expired", "This request expired and can no longer be answered; cancel it to continue.");
      }
      const missing = [...t!.open.keys()].filter((id) => !seen.has(id));
      if (missing.length > 0) return refuse("interrupt_unanswered", `resume must answer every open interrupt (${missing.length} left).`);
      const answers = (list as ResumeEntry[]).map((entry) => ({ ...t!.open.get(entry.interruptId)!, entry }));
      for (const id of seen) t!.answered.add(id);
      if (t!.answered.size > 1000) t!.answered = new Set([...t!.answered].slice(-1000));
      t!.open = new Map();
      thread(threadId);
      return { ok: true, answers };
    },
  };
}

/**
 * AG-UI 1.0 `humanInTheLoop` capabilities of an agent that stops for approvals through these helpers: `supported`,
 * `approvals` and `interrupts` true; `approveWithEdits` when the agent runs a tool with `payload.editedArgs` (as
 * {@link applyToolDecisions} does); `interventions` / `feedback` as given (default false). Merge it into
 * `bridgeCapabilities(provider, { overrides: { humanInTheLoop: humanInTheLoopCapabilities() } })`.
 */
export function humanInTheLoopCapabilities(options: Partial<Pick<HumanInTheLoopCapabilities, "approveWithEdits" | "interventions" | "feedback">> = {}): HumanInTheLoopCapabilities {
  return { supported: true, approvals: true, interrupts: true, approveWithEdits: options.approveWithEdits ?? true, interventions: options.interventions ?? false, feedback: options.feedback ?? false };
}
