import { describe, expect, it } from "vitest";
import { applyReasoningStepEvents, createMeupAdapter, createReasoningStepsStore, meupStepText, type MeupEnvelope } from "../../src/adapters";
import { buildRunAgentInput, createAgentStore } from "../../src/index";
import { ev, runFinished, runStarted } from "../helpers";

const ts = (s: number) => `2025-08-31T10:00:${String(s).padStart(2, "0")}Z`;
const env = (kind: string, payload: unknown, extra: Partial<MeupEnvelope> = {}, s = 0): MeupEnvelope => ({
  protocol: "meup/v0.2",
  id: `env-${kind}-${s}`,
  ts: ts(s),
  from: "code-analyst",
  kind,
  payload,
  ...extra,
});

// The example flow of MEUP ADR-t8k (proposed form), step by step.
const flow: MeupEnvelope[] = [
  env("chat", { text: "Can you write the config to /etc/app.conf?" }, { id: "msg-456", from: "human" }, 0),
  env("reasoning/start", { reasoning_id: "r-789", description: "Evaluating security implications of file write", parent_message: "msg-456" }, {}, 1),
  env("reasoning/step", { reasoning_id: "r-789", type: "tool_call", content: { tool: "scan_permissions", result: "File location requires elevated permissions" } }, {}, 2),
  env("reasoning/step", { reasoning_id: "r-789", type: "reflection", content: { thought: "This operation could expose sensitive data if permissions are misconfigured" } }, {}, 4),
  env("reasoning/step", { reasoning_id: "r-789", type: "hypothesis", content: { hypothesis: "The caller lacks write access", confidence: 0.7 } }, {}, 5),
  env("reasoning/end", { reasoning_id: "r-789", conclusion: "File write should be denied due to security risks", confidence: 0.92, key_factors: ["elevated_permissions", "sensitive_location"] }, {}, 7),
  env(
    "mcp/proposal:tools/call:write_file",
    { method: "tools/call", params: { name: "write_file", arguments: { path: "/tmp/app.conf" } } },
    { id: "env-proposal-1", correlation_id: "r-789" },
    8,
  ),
];

function run(envelopes: MeupEnvelope[]) {
  const meup = createMeupAdapter({ userIds: ["human"] });
  const agent = createAgentStore({ threadId: "thread-1" });
  const steps = createReasoningStepsStore();
  agent.getState().applyEvents([runStarted()]);
  for (const e of envelopes) {
    const events = meup.toEvents(e);
    agent.getState().applyEvents(events);
    steps.getState().applyEvents(events);
  }
  agent.getState().applyEvents([...meup.end(), runFinished()]);
  return { meup, agent, steps };
}

describe("MEUP adapter", () => {
  it("maps start/step/end onto one span with one visible reasoning message", () => {
    const { agent } = run(flow);
    const s = agent.getState();
    expect(s.spans["r-789"]).toMatchObject({ status: "complete", messageIds: ["r-789:text"], agentStartedAt: Date.parse(ts(1)), agentEndedAt: Date.parse(ts(7)) });
    expect(s.reasoning["r-789:text"]).toMatchObject({ spanId: "r-789", status: "complete", visibility: "visible" });
    const text = s.messages.find((m) => m.id === "r-789:text")!.content;
    expect(text).toBe(
      [
        "Evaluating security implications of file write",
        "scan_permissions: File location requires elevated permissions",
        "This operation could expose sensitive data if permissions are misconfigured",
        "The caller lacks write access",
        "File write should be denied due to security risks",
      ].join("\n\n"),
    );
    expect(s.messages.map((m) => m.role)).toContain("user");
    expect(s.diagnostics.filter((d) => d.code !== "unknown_event_type")).toEqual([]);
  });

  it("keeps the steps, conclusion and linked action in the steps store", () => {
    const { steps, meup, agent } = run(flow);
    const trace = steps.getState().traces["r-789"]!;
    expect(trace).toMatchObject({
      reasoningId: "r-789",
      messageId: "r-789:text",
      description: "Evaluating security implications of file write",
      from: "code-analyst",
      parentMessageId: "msg-456",
      status: "complete",
      startedAt: Date.parse(ts(1)),
      endedAt: Date.parse(ts(7)),
    });
    expect(trace.steps.map((x) => [x.type, x.tool, x.text, x.confidence])).toEqual([
      ["tool_call", "scan_permissions", "File location requires elevated permissions", undefined],
      ["reflection", undefined, "This operation could expose sensitive data if permissions are misconfigured", undefined],
      ["hypothesis", undefined, "The caller lacks write access", 0.7],
    ]);
    expect(trace.steps[0]!.content).toEqual({ tool: "scan_permissions", result: "File location requires elevated permissions" });
    expect(trace.conclusion).toEqual({
      text: "File write should be denied due to security risks",
      confidence: 0.92,
      keyFactors: ["elevated_permissions", "sensitive_location"],
      at: Date.parse(ts(7)),
    });
    expect(trace.actions).toEqual([{ actionId: "env-proposal-1", kind: "mcp/proposal:tools/call:write_file" }]);
    expect(steps.getState().reasoningByAction).toEqual({ "env-proposal-1": "r-789" });
    expect(meup.reasoningOf("env-proposal-1")).toBe("r-789");
    // the action itself is a tool call in the agent store
    const call = agent
      .getState()
      .messages.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : []))
      .find((tc) => tc.id === "env-proposal-1");
    expect(call?.function).toEqual({ name: "write_file", arguments: '{"path":"/tmp/app.conf"}' });
  });

  it("streams: the trace is open (streaming) until reasoning/end", () => {
    const meup = createMeupAdapter();
    const agent = createAgentStore();
    const steps = createReasoningStepsStore();
    for (const e of flow.slice(1, 3)) {
      const events = meup.toEvents(e);
      agent.getState().applyEvents(events);
      steps.getState().applyEvents(events);
    }
    expect(steps.getState().traces["r-789"]!.status).toBe("streaming");
    expect(agent.getState().reasoning["r-789:text"]!.status).toBe("streaming");
    agent.getState().endStream({ status: "error", error: { message: "cut" } });
    expect(agent.getState().reasoning["r-789:text"]!.status).toBe("interrupted");
  });

  it("links answers by correlation_id arrays and camelCase correlationId; chat of the agent is the answer", () => {
    const { steps, agent } = run([
      ...flow.slice(1, 6),
      env("chat", { text: "I won't write there." }, { id: "answer-1", correlationId: ["msg-456", "r-789"] }, 9),
    ]);
    expect(steps.getState().traces["r-789"]!.actions).toEqual([{ actionId: "answer-1", kind: "chat" }]);
    expect(agent.getState().messages.find((m) => m.id === "answer-1")).toMatchObject({ role: "assistant", content: "I won't write there." });
  });

  it("reads the accepted ADR's dotted kinds (reasoning.start / thought / conclusion with context)", () => {
    const { steps, agent } = run([
      { id: "msg-101", kind: "reasoning.start", from: "agent", correlationId: "msg-100", payload: { message: "Analyzing deployment safety..." } },
      { id: "t1", kind: "reasoning.thought", context: "msg-101", from: "agent", payload: { message: "Need to check test results" } },
      { id: "c1", kind: "reasoning.conclusion", context: "msg-101", from: "agent", payload: { message: "Deployment is unsafe" } },
    ]);
    const trace = steps.getState().traces["msg-101"]!;
    expect(trace.steps.map((x) => [x.type, x.text])).toEqual([["reflection", "Need to check test results"]]);
    expect(trace.conclusion?.text).toBe("Deployment is unsafe");
    expect(agent.getState().spans["msg-101"]!.status).toBe("complete");
  });

  it("is lenient: a step for an unknown reasoning opens it; out-of-range confidence is dropped; end() closes", () => {
    const meup = createMeupAdapter();
    const events = [
      ...meup.toEvents(env("reasoning/step", { reasoning_id: "late", type: "analysis", content: { analysis: "Looks fine" } })),
      ...meup.toEvents(env("reasoning/end", { reasoning_id: "x", confidence: 92 })),
      ...meup.end(),
    ];
    const agent = createAgentStore();
    const steps = createReasoningStepsStore();
    agent.getState().applyEvents([runStarted(), ...events, runFinished()]);
    steps.getState().applyEvents(events);
    expect(agent.getState().spans.late!.status).toBe("complete");
    expect(steps.getState().traces.late!.steps[0]!.text).toBe("Looks fine");
    expect(steps.getState().traces.x!.conclusion).toEqual({ keyFactors: [], at: Date.parse(ts(0)) });
    expect(steps.getState().order).toEqual(["late", "x"]);
  });

  it("round-trips: the next RunAgentInput carries the reasoning text as a reasoning message", () => {
    const { agent } = run(flow);
    const input = buildRunAgentInput(agent.getState());
    expect(input.messages.find((m) => m.id === "r-789:text")?.role).toBe("reasoning");
  });
});

describe("reasoning steps store", () => {
  it("ignores non-CUSTOM events and unknown names without notifying", () => {
    const steps = createReasoningStepsStore();
    let calls = 0;
    steps.subscribe(() => calls++);
    steps.getState().applyEvents([runStarted(), ev("CUSTOM", { name: "other", value: { reasoningId: "a" } }), ev("CUSTOM", { name: "reasoning.step", value: "x" })]);
    expect(calls).toBe(0);
    const data = { traces: {}, order: [], reasoningByAction: {} };
    expect(applyReasoningStepEvents(data, [ev("TEXT_MESSAGE_START", { messageId: "m" })])).toBe(data);
  });

  it("copies only the touched trace", () => {
    const steps = createReasoningStepsStore();
    const step = (id: string, text: string) => ev("CUSTOM", { name: "reasoning.step", value: { reasoningId: id, step: { type: "analysis", text } } });
    steps.getState().applyEvents([step("a", "1"), step("b", "1")]);
    const before = steps.getState().traces;
    steps.getState().applyEvent(step("a", "2"));
    const after = steps.getState().traces;
    expect(after.b).toBe(before.b);
    expect(after.a).not.toBe(before.a);
    expect(after.a!.steps.map((s) => [s.id, s.text])).toEqual([
      ["a:0", "1"],
      ["a:1", "2"],
    ]);
  });

  it("meupStepText reads the ADR's content shapes", () => {
    expect(meupStepText("tool_call", { tool: "t", result: { ok: true } })).toBe('{"ok":true}');
    expect(meupStepText("analysis", "plain")).toBe("plain");
    expect(meupStepText("analysis", { summary: "s" })).toBe("s");
    expect(meupStepText("reflection", 42)).toBeUndefined();
  });
});
