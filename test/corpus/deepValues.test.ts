/**
 * Hostile corpus, issue 15 item 5: values nested thousands deep (a 60 kB frame reaches depth 10,000) in
 * `metadata`, RUN_FINISHED `result` / `usage` / `outcome.interrupts`, SUBAGENT_FINISHED `result` and
 * ACTIVITY_SNAPSHOT `content` — where `structuredClone` throws "Maximum call stack size exceeded". The lenient
 * store must not throw, must keep the values (copied without recursion) and lose nothing after them: later
 * events, earlier messages and every encrypted value — through `applyEvent(s)` and through `runHttpAgent`.
 */
import { buildRunAgentInput, createAgentStore, runHttpAgent } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";
import { byteStream, ev, frame, secret, secretOf } from "./helpers";
import { strict as strictVerification } from "@reasoning-ui/core/strict";

const DEPTH = 10_000;

/** `{ a: { a: … { a: leaf } } }`, `depth` levels, built as a producer's JSON would be. */
function deep(depth = DEPTH, leaf: unknown = "bottom"): Record<string, unknown> {
  return JSON.parse(`${'{"a":'.repeat(depth)}${JSON.stringify(leaf)}${"}".repeat(depth)}`) as Record<string, unknown>;
}

/** How deep `value` goes along `a`, and what it holds there (walked without recursion). */
function depthOf(value: unknown): { depth: number; leaf: unknown } {
  let depth = 0;
  let at = value;
  while (typeof at === "object" && at !== null && "a" in at) (at = (at as { a: unknown }).a), depth++;
  return { depth, leaf: at };
}

const DEEP_JSON = `${'{"a":'.repeat(DEPTH)}"bottom"${"}".repeat(DEPTH)}`;
const MARK = "__deep__";

/** The events with `make()` for every deep value: parsed objects, or a marker the SSE test swaps for the deep JSON text. */
function events(value: string, make: () => unknown = () => deep()) {
  return [
    ev("RUN_STARTED", { threadId: "t", runId: "r1" }),
    ev("TEXT_MESSAGE_START", { messageId: "m1", role: "assistant", metadata: { deep: make() } }),
    ev("TEXT_MESSAGE_CONTENT", { messageId: "m1", delta: "answer" }),
    ev("TEXT_MESSAGE_END", { messageId: "m1" }),
    ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: make() }),
    ev("SUBAGENT_STARTED", { subagentRunId: "sub", name: "helper" }),
    ev("SUBAGENT_FINISHED", { subagentRunId: "sub", result: make() }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "m1", encryptedValue: value }),
    ev("RUN_FINISHED", { threadId: "t", runId: "r1", result: make(), usage: [{ model: "m", outputTokens: 1, extra: make() }] }),
  ];
}

function expectKept(state: ReturnType<ReturnType<typeof createAgentStore>["getState"]>, value: string): void {
  expect(state.status).toBe("finished");
  const m1 = state.messages.find((m) => m.id === "m1") as { content?: string; encryptedValue?: string; metadata?: { deep?: unknown } };
  expect(m1.content).toBe("answer");
  expect(m1.encryptedValue).toBe(value);
  expect(depthOf(m1.metadata?.deep)).toEqual({ depth: DEPTH, leaf: "bottom" });
  expect(depthOf(state.messages.find((m) => m.id === "act")?.content)).toEqual({ depth: DEPTH, leaf: "bottom" });
  expect(depthOf(state.subagents.sub?.result)).toEqual({ depth: DEPTH, leaf: "bottom" });
  expect(state.outcome?.type).toBe("success");
  expect(depthOf(state.outcome?.type === "success" ? state.outcome.result : undefined)).toEqual({ depth: DEPTH, leaf: "bottom" });
  expect(depthOf((state.usage?.[0] as { extra?: unknown } | undefined)?.extra)).toEqual({ depth: DEPTH, leaf: "bottom" });
  expect(secretOf(state.messages.find((m) => m.id === "u0"))).toBe("earlier-secret");
}

const history = [{ id: "u0", role: "reasoning" as const, content: "", encryptedValue: "earlier-secret" }];

describe("deeply nested values (hostile corpus)", () => {
  it("applyEvent per event: nothing throws, the values are kept, nothing after them is lost", () => {
    const value = secret("deep");
    const store = createAgentStore({ threadId: "t", messages: history });
    for (const e of events(value)) expect(() => store.getState().applyEvent(e)).not.toThrow();
    expectKept(store.getState(), value);
  });

  it("a deep interrupt outcome is kept too", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([ev("RUN_STARTED", { threadId: "t", runId: "r" }), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval", payload: deep() }] } })]);
    const outcome = store.getState().outcome;
    expect(outcome?.type).toBe("interrupt");
    expect(depthOf(outcome?.type === "interrupt" ? (outcome.interrupts[0] as { payload?: unknown }).payload : undefined).depth).toBe(DEPTH);
  });

  it("through runHttpAgent: the run finishes (no network_error) and keeps everything", async () => {
    const value = secret("deep-sse");
    const store = createAgentStore({ threadId: "t", messages: history });
    // The frames as a producer writes them (JSON.stringify itself cannot serialise such depth).
    const body = byteStream(events(value, () => MARK).map((e) => frame(e).split(JSON.stringify(MARK)).join(DEEP_JSON)));
    const fetch = async () => new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    expect(await runHttpAgent({ url: "http://agent.invalid/", input: buildRunAgentInput(store.getState()), store, fetch })).toBe("finished");
    expectKept(store.getState(), value);
  });
});

describe("huge ids (hostile corpus, issue 15 item 7)", () => {
  it("diagnostics quote ids cut short: 20 violations with 1 MB ids stay under 20 kB", () => {
    const store = createAgentStore({ threadId: "t" });
    const events = [ev("RUN_STARTED", { threadId: "t", runId: "r" })];
    for (let i = 0; i < 20; i++) events.push(ev("TEXT_MESSAGE_END", { messageId: `${i}-${"x".repeat(1_000_000)}` }));
    store.getState().applyEvents(events);
    const diagnostics = store.getState().diagnostics;
    expect(diagnostics.filter((d) => d.code === "unknown_id")).toHaveLength(20);
    expect(JSON.stringify(diagnostics).length).toBeLessThan(20_000);
  });

  it("a strict store's error message is cut short too", () => {
    const store = createAgentStore({ threadId: "t", strict: strictVerification });
    store.getState().applyEvent(ev("RUN_STARTED", { threadId: "t", runId: "r" }));
    expect(() => store.getState().applyEvent(ev("TEXT_MESSAGE_END", { messageId: "y".repeat(1_000_000) }))).toThrow(expect.objectContaining({ code: "unknown_id", message: expect.stringMatching(/^.{1,300}$/s) }));
  });
});
