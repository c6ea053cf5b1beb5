import { describe, expect, it } from "vitest";
import type { Event as AgUiEvent, Message } from "@ag-ui/core";
import { agUiToAnthropicMessages, agUiToOpenAIResponsesInput, applyToolDecisions, createInterruptLedger, readToolDecision, withToolApprovals } from "../src/index";

async function* events(list: AgUiEvent[]) {
  for (const e of list) yield e;
  return undefined;
}
const drain = async (s: AsyncGenerator<AgUiEvent, unknown, undefined>) => {
  const out: AgUiEvent[] = [];
  for await (const e of s) out.push(e);
  return out;
};
const run = [
  { type: "RUN_STARTED", threadId: "t", runId: "r" },
  { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "send_email", parentMessageId: "a1" },
  { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"to":"ada@example.com"}' },
  { type: "TOOL_CALL_END", toolCallId: "c1" },
  { type: "TOOL_CALL_RESULT", messageId: "m", toolCallId: "c1", content: "ran early" },
  { type: "TOOL_CALL_START", toolCallId: "c2", toolCallName: "get_time", parentMessageId: "a1" },
  { type: "TOOL_CALL_END", toolCallId: "c2" },
  { type: "RUN_FINISHED", threadId: "t", runId: "r" },
] as AgUiEvent[];

describe("agent interrupts: withToolApprovals", () => {
  it("stops the run for the calls that need approval: RUN_FINISHED outcome interrupt, their early results dropped", async () => {
    const seen: unknown[] = [];
    const out = await drain(withToolApprovals(events(run), (c) => c.toolCallName === "send_email" && { message: "Send?" }, (r) => seen.push(...r)));
    expect(out.find((e) => e.type === "TOOL_CALL_RESULT")).toBeUndefined();
    expect(out.at(-1)).toEqual({ type: "RUN_FINISHED", threadId: "t", runId: "r", outcome: { type: "interrupt", interrupts: [{ id: "approve-c1", reason: "tool_call", toolCallId: "c1", message: "Send?", metadata: { toolCallName: "send_email" } }] } });
    expect(seen).toMatchObject([{ call: { toolCallId: "c1", args: '{"to":"ada@example.com"}' } }]);
    // nothing to approve: untouched
    expect(await drain(withToolApprovals(events(run), () => false))).toEqual(run);
  });
});

describe("agent interrupts: reading resume[] and answering the provider", () => {
  it("readToolDecision: approved, approved with edits, denied (any other resolved payload), cancelled", () => {
    expect(readToolDecision({ interruptId: "i", status: "resolved", payload: { approved: true } })).toEqual({ kind: "approved" });
    expect(readToolDecision({ interruptId: "i", status: "resolved", payload: { approved: true, editedArgs: { to: "b" } } })).toEqual({ kind: "approved", editedArgs: { to: "b" } });
    expect(readToolDecision({ interruptId: "i", status: "resolved", payload: { approved: false, reason: "no" } })).toEqual({ kind: "denied", reason: "no" });
    expect(readToolDecision({ interruptId: "i", status: "resolved", payload: "yes please" })).toEqual({ kind: "denied" });
    expect(readToolDecision({ interruptId: "i", status: "cancelled" })).toEqual({ kind: "cancelled" });
  });

  it("applyToolDecisions: approved runs the tool (edited args replace the call's), denied becomes an error result each provider sends back", async () => {
    const history: Message[] = [
      { id: "u", role: "user", content: "email ada and bob" },
      { id: "a1", role: "assistant", toolCalls: [
        { id: "c1", type: "function", function: { name: "send_email", arguments: '{"to":"ada@example.com"}' } },
        { id: "c2", type: "function", function: { name: "send_email", arguments: '{"to":"bob@example.com"}' } },
      ] },
    ];
    const ran: unknown[] = [];
    const next = await applyToolDecisions(history, [
      { toolCallId: "c1", decision: { kind: "approved", editedArgs: { to: "carol@example.com" } } },
      { toolCallId: "c2", decision: { kind: "denied", reason: "not bob" } },
    ], (name, args) => (ran.push([name, args]), { sent: true }));
    expect(ran).toEqual([["send_email", { to: "carol@example.com" }]]);
    expect(history[1]).toMatchObject({ toolCalls: [{ function: { arguments: '{"to":"ada@example.com"}' } }, {}] }); // not mutated
    expect(next[1]).toMatchObject({ toolCalls: [{ function: { arguments: '{"to":"carol@example.com"}' } }, {}] });
    expect(next.slice(2)).toMatchObject([{ role: "tool", toolCallId: "c1", content: '{"sent":true}' }, { role: "tool", toolCallId: "c2", error: expect.stringContaining("not bob") }]);
    // Anthropic: tool_result blocks, the denial with is_error
    const anthropic = agUiToAnthropicMessages(next);
    const results = anthropic.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((b) => b.type === "tool_result");
    expect(results).toMatchObject([{ tool_use_id: "c1" }, { tool_use_id: "c2", is_error: true }]);
    // OpenAI Responses: function_call_output items
    const openai = agUiToOpenAIResponsesInput(next);
    expect(openai.input.filter((i) => (i as { type?: string }).type === "function_call_output")).toHaveLength(2);
  });

  it("createInterruptLedger: every open interrupt answered, once (of two answers one wins), unknown / expired refused", () => {
    const ledger = createInterruptLedger<string>({ maxThreads: 2 });
    ledger.open("t", [{ interrupt: { id: "i1", reason: "tool_call" }, data: "c1" }, { interrupt: { id: "i2", reason: "confirmation", expiresAt: "2000-01-01T00:00:00Z" }, data: "c2" }]);
    expect(ledger.answer("t", undefined)).toMatchObject({ ok: false, refusal: { code: "interrupt_unanswered" } });
    expect(ledger.answer("t", [{ interruptId: "x", status: "resolved" }])).toMatchObject({ ok: false, refusal: { code: "unknown_interrupt" } });
    expect(ledger.answer("t", [{ interruptId: "i1", status: "resolved" }, { interruptId: "i2", status: "resolved" }])).toMatchObject({ ok: false, refusal: { code: "interrupt_expired" } });
    const both = [{ interruptId: "i1", status: "resolved", payload: { approved: true } }, { interruptId: "i2", status: "cancelled" }];
    expect(ledger.answer("t", both)).toMatchObject({ ok: true, answers: [{ data: "c1" }, { data: "c2" }] });
    expect(ledger.answer("t", both)).toMatchObject({ ok: false, refusal: { code: "interrupt_already_answered" } });
    expect(ledger.answer("other", undefined)).toBeUndefined();
    expect(ledger.answer("t", "nope")).toMatchObject({ ok: false, refusal: { code: "invalid_resume" } });
  });
});
