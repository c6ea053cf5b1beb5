/** createAuditTrail: attribution, outcomes, clocks, bounds, options. */
import { createHash } from "node:crypto";
import type { BaseEvent } from "@reasoning-ui/core";
import { createAgentStore } from "@reasoning-ui/core";
import { AUDIT_SCHEMA, createAuditTrail, type AuditRecord, type AuditRunRecord, type AuditSpanRecord } from "@reasoning-ui/core/audit";
import { describe, expect, it, vi } from "vitest";

const ev = (type: string, fields: Record<string, unknown> = {}) => ({ type, ...fields }) as unknown as BaseEvent;
const SECRET = "eyJhbGciOiJkaXIifQ..aXY.Y2lwaGVydGV4dA.dGFn";
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

function turn(runId: string, t: number, opts: { secret?: string; finish?: Record<string, unknown> } = {}): BaseEvent[] {
  return [
    ev("RUN_STARTED", { threadId: "t", runId, timestamp: t }),
    ev("REASONING_START", { messageId: `${runId}-span`, timestamp: t + 1 }),
    ev("REASONING_MESSAGE_START", { messageId: `${runId}-r`, role: "reasoning", timestamp: t + 2 }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: `${runId}-r`, delta: "secret thinking text", timestamp: t + 3 }),
    ev("REASONING_MESSAGE_END", { messageId: `${runId}-r`, timestamp: t + 4 }),
    ...(opts.secret ? [ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: `${runId}-r`, encryptedValue: opts.secret, timestamp: t + 5 })] : []),
    ev("TOOL_CALL_START", { toolCallId: `${runId}-tc`, toolCallName: "lookup", parentMessageId: `${runId}-a`, timestamp: t + 5 }),
    ev("TOOL_CALL_ARGS", { toolCallId: `${runId}-tc`, delta: '{"q":"x"}', timestamp: t + 5 }),
    ev("TOOL_CALL_END", { toolCallId: `${runId}-tc`, timestamp: t + 5 }),
    ev("REASONING_END", { messageId: `${runId}-span`, timestamp: t + 6 }),
    ev("TEXT_MESSAGE_START", { messageId: `${runId}-a2`, role: "assistant", timestamp: t + 7 }),
    ev("TEXT_MESSAGE_CONTENT", { messageId: `${runId}-a2`, delta: "the answer", timestamp: t + 8 }),
    ev("TEXT_MESSAGE_END", { messageId: `${runId}-a2`, timestamp: t + 9 }),
    ev("RUN_FINISHED", { threadId: "t", runId, timestamp: t + 10, ...opts.finish }),
  ];
}
const runsOf = (rs: AuditRecord[]) => rs.filter((r): r is AuditRunRecord => r.kind === "run");
const spansOf = (rs: AuditRecord[]) => rs.filter((r): r is AuditSpanRecord => r.kind === "span");

describe("createAuditTrail", () => {
  it("records a run and its span with both clocks, lengths, tool calls attached to the span, usage and the SHA-256 of the encrypted value", async () => {
    let clock = 5_000;
    const store = createAgentStore({ threadId: "t" });
    const audit = createAuditTrail(store, { now: () => ++clock });
    const usage = [{ provider: "openai", model: "o4", inputTokens: 10, outputTokens: 30, reasoningTokens: 20 }];
    for (const e of turn("r1", 1000, { secret: SECRET, finish: { usage } })) store.getState().applyEvent(e);
    const [run, span, ...rest] = await audit.records();
    expect(rest).toEqual([]);
    expect(run).toEqual({
      schema: AUDIT_SCHEMA,
      kind: "run",
      threadId: "t",
      runId: "r1",
      startedAt: { agent: 1000, client: 5001 },
      endedAt: { agent: 1010, client: 5014 },
      outcome: "complete",
      spanIds: ["r1-span"],
      toolCalls: [{ toolCallId: "r1-tc", toolCallName: "lookup", parentMessageId: "r1-a", argumentsLength: 9 }],
      answer: { messageIds: ["r1-a2"], contentLength: 10 },
      usage,
      eventCount: 14,
    });
    expect(span).toEqual({
      schema: AUDIT_SCHEMA,
      kind: "span",
      threadId: "t",
      runId: "r1",
      spanId: "r1-span",
      startedAt: { agent: 1001, client: 5002 },
      endedAt: { agent: 1006, client: 5010 },
      visibility: "summary",
      outcome: "complete",
      contentLength: 20,
      encryptedValueLength: SECRET.length,
      messages: [{ messageId: "r1-r", visibility: "summary", status: "complete", contentLength: 20, encryptedValue: { length: SECRET.length, sha256: sha(SECRET) } }],
      toolCallIds: ["r1-tc"],
    });
  });

  it("gives each run its own spans and tool calls when a whole conversation arrives in one batch", async () => {
    const store = createAgentStore({ threadId: "t" });
    const audit = createAuditTrail(store);
    store.getState().applyEvents([...turn("r1", 0), ...turn("r2", 100), ...turn("r3", 200)]);
    const records = await audit.records();
    expect(runsOf(records).map((r) => [r.runId, r.spanIds, r.toolCalls.map((t) => t.toolCallId), r.answer.messageIds])).toEqual([
      ["r1", ["r1-span"], ["r1-tc"], ["r1-a2"]],
      ["r2", ["r2-span"], ["r2-tc"], ["r2-a2"]],
      ["r3", ["r3-span"], ["r3-tc"], ["r3-a2"]],
    ]);
  });

  it("maps how runs end to outcomes: interrupt, cancelled, RUN_ERROR, a cut stream, a stop, a failure before any event", async () => {
    const store = createAgentStore({ threadId: "t" });
    const audit = createAuditTrail(store);
    store.getState().applyEvents(turn("a", 0, { finish: { outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval" }] } } }));
    store.getState().applyEvents(turn("b", 0, { finish: { outcome: { type: "cancelled" } } }));
    const open = turn("c", 0).slice(0, 4);
    store.getState().applyEvents([...open, ev("RUN_ERROR", { message: "model overloaded: secret detail", code: "overloaded" })]);
    store.getState().beginRun("d");
    store.getState().applyEvents(turn("d", 0).slice(0, 4));
    store.getState().endStream({ status: "finished" }); // the body ended without RUN_FINISHED
    store.getState().beginRun("e");
    store.getState().applyEvents(turn("e", 0).slice(0, 4));
    store.getState().endStream({ status: "cancelled" });
    store.getState().beginRun("f");
    store.getState().endStream({ status: "error", error: { message: "HTTP 500", code: "http_error" } });
    await Promise.resolve();
    const records = await audit.records();
    const outcome = (id: string) => runsOf(records).find((r) => r.runId === id);
    expect(outcome("a")).toMatchObject({ outcome: "interrupted" });
    expect(outcome("b")).toMatchObject({ outcome: "stopped" });
    expect(outcome("c")).toMatchObject({ outcome: "failed", errorCode: "overloaded" });
    expect(outcome("d")).toMatchObject({ outcome: "failed", errorCode: "stream_ended" });
    expect(outcome("e")).toMatchObject({ outcome: "stopped" });
    expect(outcome("f")).toMatchObject({ outcome: "failed", errorCode: "http_error", eventCount: 0 });
    expect(spansOf(records).find((s) => s.runId === "c")).toMatchObject({ outcome: "failed", messages: [{ status: "interrupted" }] });
    expect(spansOf(records).find((s) => s.runId === "e")).toMatchObject({ outcome: "stopped" });
    expect(spansOf(records).find((s) => s.runId === "a")).toMatchObject({ outcome: "complete" });
    expect(JSON.stringify(records)).not.toContain("secret");
  });

  it("snapshots an open run as running; deprecated THINKING_* spans are found through the state", async () => {
    const store = createAgentStore({ threadId: "t" });
    const audit = createAuditTrail(store);
    store.getState().applyEvents([
      ev("RUN_STARTED", { threadId: "t", runId: "L", timestamp: 50 }),
      ev("THINKING_START", { title: "Pondering", timestamp: 51 }),
      ev("THINKING_TEXT_MESSAGE_START", { timestamp: 52 }),
      ev("THINKING_TEXT_MESSAGE_CONTENT", { delta: "old style thought", timestamp: 53 }),
      ev("THINKING_TEXT_MESSAGE_END", { timestamp: 54 }),
      ev("THINKING_END", { timestamp: 55 }),
    ]);
    const open = await audit.records();
    expect(runsOf(open)).toMatchObject([{ runId: "L", outcome: "running" }]);
    store.getState().applyEvent(ev("RUN_FINISHED", { threadId: "t", runId: "L", timestamp: 60 }));
    const [run, span] = await audit.records();
    expect(run).toMatchObject({ runId: "L", outcome: "complete", spanIds: [expect.any(String)] });
    expect(span).toMatchObject({ kind: "span", outcome: "complete", visibility: "visible", contentLength: 17, startedAt: { agent: 51 }, endedAt: { agent: 55 } });
  });

  it("does not audit what was in the store before it started, keeps at most maxRecords, streams records in order", async () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(turn("before", 0));
    const seen: string[] = [];
    const audit = createAuditTrail(store, { maxRecords: 3, onRecord: (r) => seen.push(`${r.kind}:${r.runId}`) });
    for (const id of ["r1", "r2", "r3"]) store.getState().applyEvents(turn(id, 0));
    const records = await audit.records();
    expect(seen).toEqual(["run:r1", "span:r1", "run:r2", "span:r2", "run:r3", "span:r3"]);
    expect(records.map((r) => `${r.kind}:${r.runId}`)).toEqual(["span:r2", "run:r3", "span:r3"]);
    expect(audit.dropped).toBe(3);
    audit.stop();
    store.getState().applyEvents(turn("after", 0));
    expect((await audit.records()).some((r) => r.runId === "after")).toBe(false);
  });

  it("uses an injected digest, and says what it needs when Web Crypto is missing", async () => {
    const digest = vi.fn(async () => new Uint8Array(32).fill(171).buffer);
    const store = createAgentStore({ threadId: "t" });
    const audit = createAuditTrail(store, { digest });
    store.getState().applyEvents(turn("r1", 0, { secret: SECRET }));
    const lines = await audit.toJSONLines();
    expect(lines).toContain(`"sha256":"${"ab".repeat(32)}"`);
    expect(lines.endsWith("\n")).toBe(true);
    expect(digest).toHaveBeenCalledTimes(1);
    const other = createAgentStore({ threadId: "t2" });
    vi.stubGlobal("crypto", undefined);
    try {
      expect(() => createAuditTrail(other)).toThrow(/Web Crypto/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
