import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@ag-ui/core";
import { approvalPayload, createAgentSession as create, createAgentStore, interruptSupport, selectInterrupts, selectPendingInterrupts, type AgentSessionOptions } from "../../src/index";

/** A session with the interrupt support (the opt-in module), its `interrupts` options merged in. */
const createAgentSession = (o: AgentSessionOptions) => create({ ...o, interrupts: { ...o.interrupts, support: interruptSupport } } as AgentSessionOptions);
import { strict } from "../../src/strict/index";
import { memoryStorage, parseStoredThread, STORED_THREAD_VERSION } from "../../src/storage/index";
import { approval, scriptedRunner, turn } from "./script";

const pending = (s: ReturnType<typeof create>) => selectPendingInterrupts(s.store.getState());

describe("interrupts: state (AG-UI 1.0 RUN_FINISHED outcome interrupt)", () => {
  it("a run that stops for approval leaves one pending interrupt with its run, tool call and reasoning span", async () => {
    const { runner } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("email Ada");
    const [v] = pending(session);
    expect(v).toMatchObject({ id: "i1", reason: "tool_call", status: "pending", toolCallId: "call-1", toolCallMessageId: "a1", spanId: "s1" });
    expect(v!.runId).toBe(session.store.getState().runs[0]!.runId);
    expect(session.store.getState().runs[0]!.interrupts).toEqual([approval("i1", 1)]);
  });

  it("resume: the next run on the same thread carries resume[] for every open interrupt; a denial is resolved with a payload", async () => {
    const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1), approval("i2", 1, { toolCallId: undefined, reason: "confirmation" })] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("two things");
    expect(pending(session).map((v) => v.id)).toEqual(["i1", "i2"]);
    const result = await session.resume([
      { interruptId: "i1", payload: approvalPayload(true, { editedArgs: { to: "bob@example.com" } }) },
      { interruptId: "i2", payload: approvalPayload(false) },
    ]);
    expect(result).toMatchObject({ ok: true, status: "finished", notices: [] });
    expect(inputs[1]!.threadId).toBe(inputs[0]!.threadId);
    expect(inputs[1]!.resume).toEqual([
      { interruptId: "i1", status: "resolved", payload: { approved: true, editedArgs: { to: "bob@example.com" } } },
      { interruptId: "i2", status: "resolved", payload: { approved: false } },
    ]);
    expect(pending(session)).toEqual([]);
    expect(selectInterrupts(session.store.getState()).map((v) => v.status)).toEqual(["resolved", "resolved"]);
  });

  it("answers are idempotent: two resume calls at once (a double click) send one run", async () => {
    const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("go");
    const answer = [{ interruptId: "i1", payload: approvalPayload(true) }];
    const [a, b] = await Promise.all([session.resume(answer), session.resume(answer)]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, notice: { code: "already_answered" } });
    expect(inputs).toHaveLength(2);
    // and once answered, again later: nothing sent
    expect(await session.resume(answer)).toMatchObject({ ok: false, notice: { code: "already_answered" } });
    expect(inputs).toHaveLength(2);
  });

  it("a new message while pending is refused with a reason (default); nothing is sent or added", async () => {
    const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("go");
    const before = session.store.getState().messages.length;
    await session.run("never mind");
    expect(inputs).toHaveLength(1);
    expect(session.store.getState().messages).toHaveLength(before);
    expect(session.state.getState().interruptNotice).toMatchObject({ code: "interrupts_pending", interruptIds: ["i1"], text: "never mind" });
  });

  it("without the support module: a message while the agent waits is still refused; resume says what is missing", async () => {
    const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : undefined));
    const session = create({ runner, threadId: "t" });
    await session.run("go");
    await session.run("never mind");
    expect(inputs).toHaveLength(1);
    expect(session.state.getState().interruptNotice).toMatchObject({ code: "interrupts_pending", text: "never mind" });
    expect(await session.resume([{ interruptId: "i1", payload: approvalPayload(true) }])).toMatchObject({ ok: false, notice: { code: "interrupts_unsupported" } });
    expect(inputs).toHaveLength(1);
  });

  it("steer away (onNewMessage: cancel): the new message's run cancels every open interrupt explicitly", async () => {
    const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : undefined));
    const session = createAgentSession({ runner, threadId: "t", interrupts: { onNewMessage: "cancel" } });
    await session.run("go");
    await session.run("do something else");
    expect(inputs[1]!.resume).toEqual([{ interruptId: "i1", status: "cancelled" }]);
    expect(inputs[1]!.messages.at(-1)).toMatchObject({ role: "user", content: "do something else" });
    expect(selectInterrupts(session.store.getState())[0]!.status).toBe("cancelled");
  });

  it("expiresAt: an expired interrupt is sent cancelled (lenient, with a notice) or refused (strict)", async () => {
    const now = Date.parse("2026-01-01T00:00:10Z");
    const exp = { expiresAt: "2026-01-01T00:00:05Z" };
    for (const strictMode of [false, true]) {
      const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1, exp)] : undefined));
      const session = createAgentSession({ runner, threadId: "t", interrupts: { strict: strictMode, now: () => now } });
      await session.run("go");
      const r = await session.resume([{ interruptId: "i1", payload: approvalPayload(true) }]);
      if (strictMode) {
        expect(r).toMatchObject({ ok: false, notice: { code: "interrupt_expired" } });
        expect(inputs).toHaveLength(1);
        // cancelling it is allowed
        expect(await session.resume([{ interruptId: "i1", status: "cancelled" }])).toMatchObject({ ok: true });
        expect(inputs[1]!.resume).toEqual([{ interruptId: "i1", status: "cancelled" }]);
      } else {
        expect(r).toMatchObject({ ok: true, notices: [{ code: "interrupt_expired" }] });
        expect(inputs[1]!.resume).toEqual([{ interruptId: "i1", status: "cancelled" }]);
      }
    }
  });

  it("strict rejects a resume for an unknown id and an unanswered open interrupt; lenient drops / cancels with notices", async () => {
    const plan = (k: number) => (k === 1 ? [approval("i1", 1), approval("i2", 1)] : undefined);
    const s1 = createAgentSession({ runner: scriptedRunner(plan).runner, threadId: "t", interrupts: { strict: true } });
    await s1.run("go");
    expect(await s1.resume([{ interruptId: "nope" }])).toMatchObject({ ok: false, notice: { code: "unknown_interrupt" } });
    expect(await s1.resume([{ interruptId: "i1", payload: 1 }])).toMatchObject({ ok: false, notice: { code: "unanswered_interrupts", interruptIds: ["i2"] } });
    const lenient = scriptedRunner(plan);
    const s2 = createAgentSession({ runner: lenient.runner, threadId: "t" });
    await s2.run("go");
    const r = await s2.resume([{ interruptId: "nope" }, { interruptId: "i1", payload: 1 }]);
    expect(r).toMatchObject({ ok: true, notices: [{ code: "unknown_interrupt" }, { code: "unanswered_interrupts" }] });
    expect(lenient.inputs[1]!.resume).toEqual([
      { interruptId: "i1", status: "resolved", payload: 1 },
      { interruptId: "i2", status: "cancelled" },
    ]);
  });

  it("two answers for one request: strict refuses (duplicate_answer) and sends nothing; lenient sends the last, with a notice", async () => {
    const plan = (k: number) => (k === 1 ? [approval("i1", 1)] : undefined);
    const strictRun = scriptedRunner(plan);
    const s1 = createAgentSession({ runner: strictRun.runner, threadId: "t", interrupts: { strict: true } });
    await s1.run("go");
    expect(await s1.resume([{ interruptId: "i1", payload: "first" }, { interruptId: "i1", payload: "second" }])).toMatchObject({
      ok: false,
      notice: { code: "duplicate_answer", interruptIds: ["i1"] },
    });
    expect(strictRun.inputs).toHaveLength(1); // nothing sent: the run that stopped is the only one
    const lenient = scriptedRunner(plan);
    const s2 = createAgentSession({ runner: lenient.runner, threadId: "t" });
    await s2.run("go");
    const r = await s2.resume([{ interruptId: "i1", payload: "first" }, { interruptId: "i1", payload: "second" }]);
    expect(r).toMatchObject({ ok: true, notices: [{ code: "duplicate_answer", interruptIds: ["i1"] }] });
    expect(lenient.inputs[1]!.resume).toEqual([{ interruptId: "i1", status: "resolved", payload: "second" }]);
  });

  it("a subagent's interrupt names its subagent: its own subagentRunId, or a suspended subagent's interruptIds", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "SUBAGENT_STARTED", subagentRunId: "sa1", name: "mailer" },
      { type: "SUBAGENT_FINISHED", subagentRunId: "sa1", outcome: { type: "suspended", interruptIds: ["x1"] } },
      { type: "RUN_FINISHED", threadId: "t", runId: "r", outcome: { type: "interrupt", interrupts: [{ id: "x1", reason: "confirmation" }, { id: "x2", reason: "confirmation", subagentRunId: "sa2" }] } },
    ] as BaseEvent[]);
    expect(store.getState().diagnostics).toEqual([]);
    expect(selectPendingInterrupts(store.getState()).map((v) => [v.id, v.subagentRunId])).toEqual([
      ["x1", "sa1"],
      ["x2", "sa2"],
    ]);
  });

  it("strict store rejects an empty interrupt outcome and duplicate ids; lenient keeps the first with diagnostics", () => {
    const events = (interrupts: unknown[]) => [{ type: "RUN_STARTED", threadId: "t", runId: "r" }, { type: "RUN_FINISHED", threadId: "t", runId: "r", outcome: { type: "interrupt", interrupts } }] as BaseEvent[];
    expect(() => createAgentStore({ strict }).getState().applyEvents(events([]))).toThrow(/at least one/);
    expect(() => createAgentStore({ strict }).getState().applyEvents(events([approval("x", 1), approval("x", 1)]))).toThrow(/twice/);
    const lenient = createAgentStore();
    lenient.getState().applyEvents(events([approval("x", 1), { ...approval("x", 1), message: "second" }, { id: 5 }]));
    expect(lenient.getState().runs[0]!.interrupts).toEqual([approval("x", 1)]);
    expect(lenient.getState().diagnostics.filter((d) => d.code === "invalid_interrupts")).toHaveLength(2);
  });

  it("a resume the agent rejects (RUN_ERROR) keeps the prompt answerable and says why", async () => {
    const { runner, inputs } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : k === 2 ? "error" : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("go");
    expect(await session.resume([{ interruptId: "i1", payload: approvalPayload(true) }])).toMatchObject({ ok: true, status: "error" });
    expect(pending(session)[0]).toMatchObject({ id: "i1", status: "pending", rejected: { code: "interrupt_already_answered" } });
    expect(await session.resume([{ interruptId: "i1", payload: approvalPayload(false) }])).toMatchObject({ ok: true, status: "finished" });
    expect(inputs).toHaveLength(3);
    expect(pending(session)).toEqual([]);
  });

  it("answered interrupts never prompt again: replaying the interrupt run, a MESSAGES_SNAPSHOT, a branch switch", async () => {
    const { runner } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1)] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("go");
    await session.resume([{ interruptId: "i1", payload: approvalPayload(true) }]);
    const s = session.store.getState();
    // replay the run that raised it (a re-attached or replayed stream)
    s.applyEvents(turn("replayed", 1, [approval("i1", 1)]));
    expect(pending(session)).toEqual([]);
    expect(selectInterrupts(session.store.getState()).find((v) => v.id === "i1")!.status).toBe("resolved");
    s.applyEvents([{ type: "MESSAGES_SNAPSHOT", messages: session.store.getState().messages.slice() } as BaseEvent]);
    expect(pending(session)).toEqual([]);
  });

  it("a branch carries its own interrupts: retry forks, the old branch keeps its answer, the new one its own prompt", async () => {
    const { runner } = scriptedRunner((k) => (k === 1 || k === 3 ? [approval(`i${k}`, k)] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("go");
    await session.resume([{ interruptId: "i1", payload: approvalPayload(true) }]);
    const userId = session.store.getState().messages[0]!.id;
    await session.retry(session.store.getState().runs[0]!.runId);
    expect(pending(session).map((v) => v.id)).toEqual(["i3"]);
    session.switchBranch(userId, 0);
    expect(pending(session)).toEqual([]);
    expect(selectInterrupts(session.store.getState()).map((v) => [v.id, v.status])).toEqual([["i1", "resolved"]]);
    session.switchBranch(userId, 1);
    expect(pending(session).map((v) => v.id)).toEqual(["i3"]);
  });

  it("persisted: a reload shows the same pending prompt; an answered one stays answered (stored schema version 2)", async () => {
    const storage = memoryStorage();
    const { runner } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1, { responseSchema: { type: "object" } })] : undefined));
    const a = createAgentSession({ runner, threadId: "t", storage });
    a.connect();
    await a.run("go");
    await a.flush();
    const b = createAgentSession({ runner, threadId: "t", storage });
    b.connect();
    await b.ready();
    expect(pending(b).map((v) => [v.id, v.interrupt.responseSchema])).toEqual([["i1", { type: "object" }]]);
    await b.resume([{ interruptId: "i1", payload: approvalPayload(true) }]);
    await b.flush();
    const c = createAgentSession({ runner, threadId: "t", storage });
    c.connect();
    await c.ready();
    expect(pending(c)).toEqual([]);
    expect(selectInterrupts(c.store.getState())[0]).toMatchObject({ status: "resolved", answer: { payload: { approved: true } } });
  });
});

describe("interrupts: the stored thread, version 2", () => {
  const v1 = { schema: "reasoning-ui.thread", version: 1, threadId: "t", savedAt: 1, title: "", messages: [{ id: "u", role: "user", content: "q" }], reasoning: {}, spans: {}, toolCallTimes: {}, runs: [{ runId: "r", status: "finished", messageIds: [], startedAt: 1 }], branches: {}, branchVariants: {} };

  it("a version-1 thread migrates to version 2 unchanged but for the version (nothing was pending)", () => {
    expect(STORED_THREAD_VERSION).toBe(4); // 2 → 3 (issue 30, pages) and 3 → 4 (issue 38, attachment blobs) change nothing in an unpaged thread either
    const parsed = parseStoredThread(structuredClone(v1));
    expect(parsed).toMatchObject({ ok: true, snapshot: { version: 4, runs: [{ runId: "r", status: "finished" }] } });
    expect(parsed.ok && selectInterrupts({ runs: parsed.snapshot.runs, messages: parsed.snapshot.messages, reasoning: {}, subagents: {} })).toEqual([]);
  });

  it("malformed interrupts or resume entries on a run are corrupt (the stored value is left alone)", () => {
    const bad = (run: Record<string, unknown>) => parseStoredThread({ ...structuredClone(v1), version: 2, runs: [{ ...v1.runs[0], ...run }] });
    expect(bad({ interrupts: [{ id: 1, reason: "tool_call" }] })).toMatchObject({ ok: false, error: { code: "corrupt" } });
    expect(bad({ interrupts: "x" })).toMatchObject({ ok: false, error: { code: "corrupt" } });
    expect(bad({ resume: [{ interruptId: "i", status: "approved" }] })).toMatchObject({ ok: false, error: { code: "corrupt" } });
    expect(bad({ interrupts: [{ id: "i", reason: "tool_call" }], resume: [{ interruptId: "j", status: "cancelled" }] })).toMatchObject({ ok: true });
    expect(parseStoredThread({ ...structuredClone(v1), version: STORED_THREAD_VERSION + 1 })).toMatchObject({ ok: false, error: { code: "unsupported_version" } });
  });
});
