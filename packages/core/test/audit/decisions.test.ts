import { describe, expect, it } from "vitest";
import { approvalPayload, createAgentSession as create, interruptSupport, selectPendingInterrupts, type AgentSessionOptions } from "../../src/index";

/** A session with the interrupt support (the opt-in module), its `interrupts` options merged in. */
const createAgentSession = (o: AgentSessionOptions) => create({ ...o, interrupts: { ...o.interrupts, support: interruptSupport } } as AgentSessionOptions);
import { approval, scriptedRunner } from "../interrupts/script";

const pending = (s: ReturnType<typeof create>) => selectPendingInterrupts(s.store.getState());

describe("interrupts: audit trail decision records (content-free)", () => {
  it("one record per answer: id, reason, status, approved / edited, payload digest, who and when from the app's hooks — never the payload", async () => {
    const { createAuditTrail } = await import("../../src/audit/index");
    const { runner } = scriptedRunner((k) => (k === 1 ? [approval("i1", 1), { id: "q1", reason: "input_required", message: "City?" }] : undefined));
    const session = createAgentSession({ runner, threadId: "t" });
    const audit = createAuditTrail(session.store, { actor: () => "user-42", now: () => 1_700_000_000_000 });
    await session.run("go");
    await session.resume([
      { interruptId: "i1", payload: approvalPayload(true, { editedArgs: { to: "secret@example.com" } }) },
      { interruptId: "q1", payload: { city: "Secret City" } },
    ]);
    const records = await audit.records();
    const decisions = records.filter((r) => r.kind === "decision");
    expect(decisions).toEqual([
      { schema: "reasoning-ui.audit/1", kind: "decision", threadId: "t", runId: session.store.getState().runs[1]!.runId, interruptId: "i1", reason: "tool_call", status: "resolved", edited: true, approved: true, payload: { length: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }, decidedAt: { client: 1_700_000_000_000 }, decidedBy: "user-42" },
      { schema: "reasoning-ui.audit/1", kind: "decision", threadId: "t", runId: session.store.getState().runs[1]!.runId, interruptId: "q1", reason: "input_required", status: "resolved", edited: false, payload: { length: JSON.stringify({ city: "Secret City" }).length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }, decidedAt: { client: 1_700_000_000_000 }, decidedBy: "user-42" },
    ]);
    expect(JSON.stringify(records)).not.toMatch(/secret|Secret/);
    audit.stop();
  });
});
