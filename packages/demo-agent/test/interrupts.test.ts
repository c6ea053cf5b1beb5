import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Ev, input, run as post, startAgent, user } from "./helpers";

const run = async (url: string, body: unknown): Promise<Ev[]> => (await post(url, body)).events;

let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent();
});
afterAll(() => ctx.agent.close());

const answerOf = (events: Ev[]) => events.filter((e) => e.type === "TEXT_MESSAGE_CONTENT").map((e) => e.delta).join("");
const finished = (events: Ev[]) => events.find((e) => e.type === "RUN_FINISHED");
let t = 0;

/** Runs `text` on a fresh thread; returns the thread id, the messages to resend and the interrupts. */
async function stopped(text: string, forwardedProps: Record<string, unknown> = {}) {
  const threadId = `it-${++t}`;
  const u = user(text);
  const events = await run(ctx.url, { ...input([u], forwardedProps), threadId });
  const outcome = finished(events)!.outcome;
  const calls = events.filter((e) => e.type === "TOOL_CALL_START");
  const history = [u, ...(calls.length ? [{ id: calls[0]!.parentMessageId, role: "assistant", toolCalls: calls.map((c) => ({ id: c.toolCallId, type: "function", function: { name: c.toolCallName, arguments: events.find((a) => a.type === "TOOL_CALL_ARGS" && a.toolCallId === c.toolCallId)!.delta } })) }] : [])];
  return { threadId, events, outcome, history };
}
const resume = (threadId: string, history: unknown[], entries: unknown[]) => run(ctx.url, { ...input(history), threadId, resume: entries });

describe("demo agent: approve / input scenarios (AG-UI 1.0 interrupts)", () => {
  it("approve: reasons, proposes send_email and ends with outcome interrupt (tool_call, at that tool call)", async () => {
    const { events, outcome } = await stopped("please approve sending the report");
    expect(events.some((e) => e.type === "REASONING_MESSAGE_CONTENT")).toBe(true);
    const call = events.find((e) => e.type === "TOOL_CALL_START")!;
    expect(outcome).toEqual({ type: "interrupt", interrupts: [{ id: `approve-${call.toolCallId}`, reason: "tool_call", toolCallId: call.toolCallId, message: "Send this email to ada@example.com?", metadata: { toolCallName: "send_email" } }] });
    expect(events.some((e) => e.type === "TOOL_CALL_RESULT")).toBe(false);
    const caps = await (await fetch(`${ctx.url}/capabilities`)).json();
    expect(caps.humanInTheLoop).toEqual({ supported: true, approvals: true, interrupts: true, approveWithEdits: true, interventions: false, feedback: false });
  });

  it("after the answer it says what it did: approved, approved with edits (echoing the edited arguments), denied", async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ approved: true }, /Approved: sent the email to ada@example\.com\./],
      [{ approved: true, editedArgs: { to: "bob@example.com", subject: "Q3" } }, /Approved with edits: sent the email with \{"to":"bob@example\.com","subject":"Q3"\}/],
      [{ approved: false }, /Denied: I did not send the email\./],
    ];
    for (const [payload, said] of cases) {
      const { threadId, outcome, history } = await stopped("approve");
      const events = await resume(threadId, history, [{ interruptId: outcome.interrupts[0].id, status: "resolved", payload }]);
      expect(answerOf(events)).toMatch(said);
      const result = events.find((e) => e.type === "TOOL_CALL_RESULT")!;
      expect(JSON.parse(result.content).ok).toBe((payload as { approved: boolean }).approved);
      expect(finished(events)!.outcome).toBeUndefined();
    }
  });

  it("two interrupts in one run; resume must answer every one of them; a second answer is refused (one wins)", async () => {
    const { threadId, outcome, history } = await stopped("approve these two");
    expect(outcome.interrupts.map((i: { metadata: { toolCallName: string } }) => i.metadata.toolCallName)).toEqual(["send_email", "archive_thread"]);
    const [a, b] = outcome.interrupts.map((i: { id: string }) => i.id);
    const partial = await resume(threadId, history, [{ interruptId: a, status: "resolved", payload: { approved: true } }]);
    expect(partial.find((e) => e.type === "RUN_ERROR")).toMatchObject({ code: "interrupt_unanswered" });
    const both = [{ interruptId: a, status: "resolved", payload: { approved: true } }, { interruptId: b, status: "resolved", payload: { approved: false } }];
    const [first, second] = await Promise.all([resume(threadId, history, both), resume(threadId, history, both)]);
    const errors = [first, second].map((ev) => ev.find((e) => e.type === "RUN_ERROR")?.code);
    expect([...errors].sort()).toEqual(["interrupt_already_answered", undefined].sort());
    const won = errors[0] === undefined ? first : second;
    expect(answerOf(won)).toMatch(/Approved: sent the email.*Denied: I did not archive the thread/);
  });

  it("a plain message while interrupts are open is refused; an unknown id is refused; an expired one only cancels", async () => {
    const { threadId, outcome, history } = await stopped("approve", { interruptExpiresInMs: 1 });
    expect(Date.parse(outcome.interrupts[0].expiresAt)).toBeGreaterThan(0);
    const plain = await run(ctx.url, { ...input([...history, user("hello")]), threadId });
    expect(plain.find((e) => e.type === "RUN_ERROR")).toMatchObject({ code: "interrupt_unanswered" });
    const unknown = await resume(threadId, history, [{ interruptId: "nope", status: "resolved" }]);
    expect(unknown.find((e) => e.type === "RUN_ERROR")).toMatchObject({ code: "unknown_interrupt" });
    await new Promise((r) => setTimeout(r, 5));
    const late = await resume(threadId, history, [{ interruptId: outcome.interrupts[0].id, status: "resolved", payload: { approved: true } }]);
    expect(late.find((e) => e.type === "RUN_ERROR")).toMatchObject({ code: "interrupt_expired" });
    const cancelled = await resume(threadId, history, [{ interruptId: outcome.interrupts[0].id, status: "cancelled" }]);
    expect(answerOf(cancelled)).toMatch(/Cancelled: I did not send the email\./);
  });

  it("input: input_required with a JSON Schema; the answer is echoed", async () => {
    const { threadId, outcome, history } = await stopped("input please");
    const [i] = outcome.interrupts;
    expect(i).toMatchObject({ reason: "input_required", responseSchema: { type: "object", required: ["city"] } });
    const events = await resume(threadId, history, [{ interruptId: i.id, status: "resolved", payload: { city: "Lyon", days: 2 } }]);
    expect(answerOf(events)).toMatch(/planning with \{"city":"Lyon","days":2\}/);
  });

  it("steering away: cancelled entries with a new user message answer the new question", async () => {
    const { threadId, outcome, history } = await stopped("approve");
    const events = await run(ctx.url, { ...input([...history, user("tell me about the tool scenario")]), threadId, resume: [{ interruptId: outcome.interrupts[0].id, status: "cancelled" }] });
    expect(events.find((e) => e.type === "TOOL_CALL_RESULT")!.content).toContain('"decision":"cancelled"');
    expect(answerOf(events)).toMatch(/umbrella/);
  });
});
