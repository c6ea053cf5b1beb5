import type { Interrupt, ResumeEntry } from "@ag-ui/core";
import { readToolDecision, toolApprovalInterrupt, type InterruptLedger, type OpenInterrupt } from "@reasoning-ui/agent";
import { type Scenario, type ScenarioContext, answer, openReasoning } from "./context";

export type { DemoInterruptData } from "./interruptData";
import type { DemoInterruptData } from "./interruptData";

/** The demo agent's ledger of raised interrupts (one per agent instance, in memory). */
export type DemoLedger = InterruptLedger<DemoInterruptData>;

export const APPROVE_CHAIN =
  "The user wants the quarterly report emailed to Ada. Sending an email acts on their behalf and cannot be undone, " +
  "so I will prepare the call and ask for approval before anything is sent.";
export const INPUT_CHAIN = "To plan the trip I need a destination and how long it should last. I will ask for both before planning.";

/** The `input` scenario's form: the documented JSON Schema subset (string, integer, enum, boolean, required, default, description). */
export const TRIP_SCHEMA = {
  type: "object",
  title: "Trip details",
  properties: {
    city: { type: "string", title: "City", description: "Where to go", maxLength: 80 },
    days: { type: "integer", title: "Days", minimum: 1, maximum: 14, default: 3 },
    pace: { enum: ["relaxed", "busy"], title: "Pace", default: "relaxed" },
    museums: { type: "boolean", title: "Include museums", default: true },
  },
  required: ["city"],
} as const;

const TOOLS: Record<string, Record<string, unknown>> = {
  send_email: { to: "ada@example.com", subject: "Quarterly report", body: "Hi Ada, the Q3 report is attached." },
  archive_thread: { threadName: "Q3 planning" },
};

async function reason(ctx: ScenarioContext, chain: string): Promise<void> {
  const { script } = ctx;
  const { spanId, messageId } = await openReasoning(ctx);
  await script.stream(chain, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await script.emit({ type: "REASONING_END", messageId: spanId });
}

/** Ends the run with `outcome: interrupt` and records what it raised. */
async function stopFor(ctx: ScenarioContext, raised: OpenInterrupt<DemoInterruptData>[]): Promise<void> {
  const { script } = ctx;
  ctx.ledger?.open(script.threadId, raised);
  script.ended = true;
  await script.emit({ type: "RUN_FINISHED", threadId: script.threadId, runId: script.runId, outcome: { type: "interrupt", interrupts: raised.map((r) => r.interrupt) } });
}

const expiresAt = (ctx: ScenarioContext): string | undefined => {
  const ms = ctx.input?.forwardedProps?.interruptExpiresInMs;
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? new Date(Date.now() + Math.min(ms, 86_400_000)).toISOString() : undefined;
};

/**
 * `approve`: reasons, proposes a `send_email` tool call that needs approval and stops (RUN_FINISHED `outcome:
 * interrupt`, reason `tool_call`); with "two" in the message also an `archive_thread` call (two interrupts, one
 * submit). `forwardedProps.interruptExpiresInMs` sets `expiresAt`. The next run's `resume` is answered by
 * {@link answerResume}.
 */
export const approve: Scenario = async (ctx) => {
  const { script } = ctx;
  await reason(ctx, APPROVE_CHAIN);
  const parentMessageId = script.id("assistant");
  const names = /\btwo\b/i.test(ctx.userText ?? "") ? ["send_email", "archive_thread"] : ["send_email"];
  const raised: OpenInterrupt<DemoInterruptData>[] = [];
  for (const name of names) {
    const toolCallId = script.id("tool-call");
    const args = TOOLS[name]!;
    await script.emit({ type: "TOOL_CALL_START", toolCallId, toolCallName: name, parentMessageId });
    await script.emit({ type: "TOOL_CALL_ARGS", toolCallId, delta: JSON.stringify(args) });
    await script.emit({ type: "TOOL_CALL_END", toolCallId });
    const exp = expiresAt(ctx);
    const interrupt: Interrupt = toolApprovalInterrupt(
      { toolCallId, toolCallName: name, args: JSON.stringify(args) },
      { message: name === "send_email" ? `Send this email to ${String(args.to)}?` : `Archive the thread “${String(args.threadName)}”?`, ...(exp && { expiresAt: exp }) },
    );
    raised.push({ interrupt, data: { kind: "tool", toolCallId, name, args } });
  }
  await stopFor(ctx, raised);
};

/** `input`: reasons, then stops for `input_required` with {@link TRIP_SCHEMA} as `responseSchema`. */
export const input: Scenario = async (ctx) => {
  await reason(ctx, INPUT_CHAIN);
  const exp = expiresAt(ctx);
  const interrupt: Interrupt = {
    id: ctx.script.id("input"),
    reason: "input_required",
    message: "Where should the trip go, and for how long?",
    responseSchema: TRIP_SCHEMA as unknown as Record<string, unknown>,
    ...(exp && { expiresAt: exp }),
  };
  await stopFor(ctx, [{ interrupt, data: { kind: "input" } }]);
};

/** The sentence for one answered interrupt (what the agent did). */
function outcomeOf(data: DemoInterruptData, entry: ResumeEntry): string {
  if (data.kind === "input") {
    if (entry.status === "cancelled") return "Cancelled: no trip planned.";
    return `Thanks — planning with ${JSON.stringify(entry.payload ?? null).slice(0, 500)}.`;
  }
  const what = data.name === "send_email" ? "the email" : "the thread";
  const d = readToolDecision(entry);
  if (d.kind === "cancelled") return `Cancelled: I did not ${data.name === "send_email" ? "send" : "archive"} ${what}.`;
  if (d.kind === "denied") return `Denied: I did not ${data.name === "send_email" ? "send" : "archive"} ${what}.${d.reason ? ` (${d.reason})` : ""}`;
  if (d.editedArgs) return `Approved with edits: ${data.name === "send_email" ? "sent" : "archived"} ${what} with ${JSON.stringify(d.editedArgs).slice(0, 500)}.`;
  return `Approved: ${data.name === "send_email" ? `sent the email to ${String(data.args.to)}` : `archived “${String(data.args.threadName)}”`}.`;
}

/**
 * The run after an `approve` / `input` stop: the ledger has already checked `resume` (every open interrupt answered,
 * once, not expired). Approved tool calls get their TOOL_CALL_RESULT (the arguments that ran: edited ones when
 * edited), denied / cancelled ones a result saying they did not run; then one answer naming each outcome.
 */
export async function answerResume(ctx: ScenarioContext, answers: Array<OpenInterrupt<DemoInterruptData> & { entry: ResumeEntry }>, say = true): Promise<void> {
  const { script } = ctx;
  for (const a of answers) {
    if (a.data.kind !== "tool") continue;
    const d = readToolDecision(a.entry);
    const content = JSON.stringify(d.kind === "approved" ? { ok: true, ran: a.data.name, args: d.editedArgs ?? a.data.args } : { ok: false, ran: null, decision: d.kind });
    await script.emit({ type: "TOOL_CALL_RESULT", messageId: script.id("tool-result"), toolCallId: a.data.toolCallId, content, role: "tool" });
  }
  if (say) await answer(ctx, answers.map((a) => outcomeOf(a.data, a.entry)).join(" "));
}
