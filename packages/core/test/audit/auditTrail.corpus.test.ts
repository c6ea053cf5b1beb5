/**
 * The audit trail over the hostile protocol corpus (test/corpus/protocolCases.ts): each case runs as a
 * transport run does, between two good turns carrying encrypted values; whatever the case does, the JSON
 * lines hold no content string and no encrypted value, and every run is recorded with an outcome.
 */
import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore } from "@reasoning-ui/core";
import { createAuditTrail, type AuditRecord } from "@reasoning-ui/core/audit";
import { describe, expect, it } from "vitest";
import { goodTurn, secret } from "../../../../test/corpus/helpers";
import { cases } from "../../../../test/corpus/protocolCases";
import { expectContentFree, recordIds, recordInputs } from "./scan";

describe("audit trail over the hostile corpus", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const store = createAgentStore({ threadId: "thread-1" });
    const inputs = recordInputs(store);
    const ids = recordIds(store);
    const audit = createAuditTrail(store);
    const s0 = secret("earlier");
    store.getState().addMessage({ id: "u0", role: "user", content: "first question" });
    store.getState().beginRun("r0");
    store.getState().applyEvents(goodTurn("r0", s0));
    store.getState().endStream({ status: "finished" });
    const s = secret("case");
    if (!c.fresh) store.getState().beginRun("r1");
    for (const e of c.events(s)) store.getState().applyEvent(e as BaseEvent);
    store.getState().endStream(c.end ?? { status: "finished" });
    const s2 = secret("next");
    store.getState().beginRun("r2");
    store.getState().applyEvents(goodTurn("r2", s2));
    store.getState().endStream({ status: "finished" });
    inputs.finish();
    ids.finish();
    for (const v of [s0, s, `${s}-tool`, s2]) inputs.content.add(v);

    const jsonl = await audit.toJSONLines();
    audit.stop();
    expectContentFree(jsonl, inputs.content, ids.ids);
    const records = jsonl.trim().split("\n").map((l) => JSON.parse(l) as AuditRecord);
    const runs = records.filter((r) => r.kind === "run");
    expect(runs.map((r) => r.runId)).toContain("r0");
    expect(runs.at(-1)).toMatchObject({ runId: "r2", outcome: "complete" });
    for (const r of records) if (r.kind !== "decision") expect(r.outcome).not.toBe("running");
    // the good turns' encrypted values are described by length (the digest is checked in the demo test)
    const r0span = records.find((r) => r.kind === "span" && r.runId === "r0");
    expect(r0span).toMatchObject({ spanId: "r0-span", visibility: "summary", encryptedValueLength: s0.length });
  });
});

describe("the no-content check itself", () => {
  const line = (o: object) => `${JSON.stringify(o)}\n`;
  it("fails when a content string or an encrypted value is in a record", () => {
    const content = new Set(["a secret thought", "eyJhbGciOiJkaXIifQ..x.y.z"]);
    const ids = new Set(["m1"]);
    expect(() => expectContentFree(line({ kind: "run", runId: "m1" }), content, ids)).not.toThrow();
    expect(() => expectContentFree(line({ kind: "run", runId: "m1", note: "a secret thought" }), content, ids)).toThrow(/content leaked/);
    expect(() => expectContentFree(line({ kind: "run", x: "prefix eyJhbGciOiJkaXIifQ..x.y.z" }), content, ids)).toThrow(/content leaked/);
    expect(() => expectContentFree(line({ kind: "run", x: "ok" }), new Set(["ok"]), ids)).toThrow(/content in a record/);
    expect(() => expectContentFree(line({ kind: "run", x: "anything else" }), content, ids)).toThrow(/unexpected string/);
  });
});
