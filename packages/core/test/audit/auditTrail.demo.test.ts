/**
 * The audit trail over every demo-agent scenario, run for real (node:http demo agent → runHttpAgent →
 * store) as one conversation: the records say what happened (outcomes, lengths, digests, both clocks,
 * tool calls) and contain no reasoning or answer text and no encrypted value.
 */
import { createHash } from "node:crypto";
import { buildRunAgentInput, createAgentStore, runHttpAgent, selectPendingInterrupts, type AgentStore } from "@reasoning-ui/core";
import { createAuditTrail, type AuditRecord, type AuditRunRecord, type AuditSpanRecord } from "@reasoning-ui/core/audit";
import { createDemoAgent, scenarioNames, type ScenarioName } from "@reasoning-ui/demo-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectContentFree, recordIds, recordInputs } from "./scan";

const agent = createDemoAgent({ port: 0, paceMs: 0 });
let url = "";
beforeAll(async () => {
  url = (await agent.listen()).url;
});
afterAll(() => agent.close());

/** A logged run's id is a UUID (issue 41): one per readable name (`run-visible`…), and the records read back by name. */
const runIds = new Map<string, string>();
const rid = (name: string) => {
  const hex = createHash("sha256").update(name).digest("hex");
  if (!runIds.has(name)) runIds.set(name, `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`);
  return runIds.get(name)!;
};
const byName = (records: AuditRecord[]): AuditRecord[] => {
  const names = new Map([...runIds].map(([name, id]) => [id, name]));
  return records.map((r) => ("runId" in r && typeof r.runId === "string" && names.has(r.runId) ? { ...r, runId: names.get(r.runId)! } : r)) as AuditRecord[];
};

let turn = 0;
async function runScenario(store: AgentStore, scenario: ScenarioName) {
  store.getState().addMessage({ id: `user-${++turn}`, role: "user", content: `Please run the ${scenario} scenario (turn ${turn})` });
  // a request the previous scenario left open (AG-UI 1.0 interrupts) is cancelled explicitly, as a client steering away does
  const open = selectPendingInterrupts(store.getState()).map((v) => ({ interruptId: v.id, status: "cancelled" as const }));
  const input = buildRunAgentInput(store.getState(), { runId: rid(`run-${scenario}`), forwardedProps: { scenario }, ...(open.length > 0 && { resume: open }) });
  return runHttpAgent({ url, store, input });
}

const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const runs = (records: AuditRecord[]) => records.filter((r): r is AuditRunRecord => r.kind === "run");
const spansOf = (records: AuditRecord[], runId: string) => records.filter((r): r is AuditSpanRecord => r.kind === "span" && r.runId === runId);

describe("audit trail over the demo agent's scenarios", () => {
  it("records every scenario's run and span with outcome, lengths, digests and both clocks — and no content", async () => {
    const store = createAgentStore({ threadId: "thread-audit" });
    const inputs = recordInputs(store);
    const ids = recordIds(store);
    const streamed: AuditRecord[] = [];
    const audit = createAuditTrail(store, { onRecord: (r) => streamed.push(r) });
    for (const name of scenarioNames) await runScenario(store, name);
    inputs.finish();
    ids.finish();
    // user prompts are content too
    for (const m of store.getState().messages) if (m.role === "user" && typeof m.content === "string") inputs.content.add(m.content);

    const jsonl = await audit.toJSONLines();
    audit.stop();
    const raw = jsonl.trim().split("\n").map((l) => JSON.parse(l) as AuditRecord);
    expect(raw).toEqual(streamed);
    const records = byName(raw);
    expectContentFree(jsonl, inputs.content, ids.ids);

    const byRun = new Map(runs(records).map((r) => [r.runId, r]));
    expect([...byRun.keys()]).toEqual(scenarioNames.map((n) => `run-${n}`));
    expect(Object.fromEntries([...byRun].map(([id, r]) => [id, r.outcome]))).toEqual({
      "run-visible": "complete",
      "run-summary": "complete",
      "run-hidden": "complete",
      "run-tool": "complete",
      "run-chunk": "complete",
      "run-legacy": "complete",
      "run-markdown": "complete",
      "run-interleaved": "complete",
      "run-error": "failed",
      "run-cut": "failed",
      // AG-UI 1.0 interrupts (issue 29): both stop for an answer (the next run cancels what is open)
      "run-approve": "interrupted",
      "run-input": "interrupted",
      // issue 38: asked by name with nothing attached, the attachments scenario answers that there is nothing to describe
      "run-attachments": "complete",
    });
    expect(byRun.get("run-error")?.errorCode).toBe("demo_error");
    // the socket is destroyed mid-stream: the transport re-attaches to the logged run, and the agent says its
    // source broke (docs/architecture.md, "Runs that outlive the page") — the run is lost, with that reason
    expect(byRun.get("run-cut")?.errorCode).toBe("run_lost");

    const messages = new Map(store.getState().messages.map((m) => [m.id, m as { content?: unknown; encryptedValue?: string }]));
    for (const run of byRun.values()) {
      expect(run.startedAt?.agent, run.runId).toEqual(expect.any(Number));
      expect(run.startedAt?.client, run.runId).toEqual(expect.any(Number));
      expect(run.endedAt?.client, run.runId).toBeGreaterThanOrEqual(run.startedAt!.client);
      expect(run.eventCount, run.runId).toBeGreaterThan(3);
      // the answer's length is the real one, never its text
      for (const id of run.answer.messageIds) expect(typeof messages.get(id)?.content).toBe("string");
      expect(run.answer.contentLength).toBe(run.answer.messageIds.reduce((n, id) => n + String(messages.get(id)?.content ?? "").length, 0));
    }
    expect(byRun.get("run-visible")?.answer.contentLength).toBeGreaterThan(20);

    const one = (runId: string) => {
      const spans = spansOf(records, runId);
      expect(spans, runId).toHaveLength(1);
      return spans[0]!;
    };
    const visible = one("run-visible");
    expect(visible).toMatchObject({ visibility: "visible", outcome: "complete", encryptedValueLength: 0 });
    expect(visible.contentLength).toBe(String(messages.get(visible.messages[0]!.messageId)?.content).length);
    expect(visible.startedAt?.agent).toEqual(expect.any(Number));
    expect(visible.endedAt?.agent).toBeGreaterThanOrEqual(visible.startedAt!.agent!);

    for (const [runId, visibility] of [["run-summary", "summary"], ["run-hidden", "hidden"], ["run-chunk", "summary"]] as const) {
      const span = one(runId);
      expect(span, runId).toMatchObject({ visibility, outcome: "complete" });
      const msg = span.messages[0]!;
      const secret = messages.get(msg.messageId)?.encryptedValue;
      expect(typeof secret).toBe("string");
      expect(msg.encryptedValue).toEqual({ length: secret!.length, sha256: sha(secret!) });
      expect(span.encryptedValueLength).toBe(secret!.length);
    }
    expect(one("run-hidden").contentLength).toBe(0);
    // the hidden span lasted HIDDEN_THINK_MS on the agent's clock
    const hidden = one("run-hidden");
    expect(hidden.endedAt!.agent! - hidden.startedAt!.agent!).toBeGreaterThanOrEqual(3000);

    const legacy = one("run-legacy");
    expect(legacy).toMatchObject({ visibility: "visible", outcome: "complete" });
    expect(legacy.startedAt?.agent).toEqual(expect.any(Number));
    expect(legacy.contentLength).toBeGreaterThan(20);

    const tool = byRun.get("run-tool")!;
    expect(tool.toolCalls).toHaveLength(1);
    const tc = tool.toolCalls[0]!;
    expect(tc).toMatchObject({ toolCallName: "get_weather", argumentsLength: '{"city":"Paris"}'.length });
    expect(tc.resultLength).toBeGreaterThan(10);
    const toolSecret = (store.getState().messages.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : [])) as { id: string; encryptedValue?: string }[]).find((t) => t.id === tc.toolCallId)?.encryptedValue;
    expect(tc.encryptedValue).toEqual({ length: toolSecret!.length, sha256: sha(toolSecret!) });

    for (const runId of ["run-error", "run-cut"]) {
      const span = one(runId);
      expect(span.outcome, runId).toBe("failed");
      expect(span.messages[0]?.status).toBe("interrupted");
      expect(span.contentLength).toBeGreaterThan(10);
    }
  }, 30_000);

  it("a stopped run is recorded as stopped, its open span too", async () => {
    const store = createAgentStore({ threadId: "thread-stop" });
    const audit = createAuditTrail(store);
    const controller = new AbortController();
    const off = store.getState().addEventListener("REASONING_MESSAGE_CONTENT", () => controller.abort());
    store.getState().addMessage({ id: "u-stop", role: "user", content: "think" });
    const slow = createDemoAgent({ port: 0, paceMs: 5 });
    const { url: slowUrl } = await slow.listen();
    try {
      await runHttpAgent({ url: slowUrl, store, input: buildRunAgentInput(store.getState(), { runId: rid("run-stop"), forwardedProps: { scenario: "visible" } }), signal: controller.signal });
    } finally {
      off();
      await slow.close();
    }
    const records = byName(await audit.records());
    expect(runs(records)).toMatchObject([{ runId: "run-stop", outcome: "stopped" }]);
    expect(spansOf(records, "run-stop")).toMatchObject([{ outcome: "stopped", messages: [{ status: "interrupted" }] }]);
  });
});
