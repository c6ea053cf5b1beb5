/**
 * AG-UI 1.0 interrupts from a third-party producer: the official TypeScript SDK's own wire fixtures
 * (test/fixtures/third-party, provenance in its README) fold through the kit's SSE parser and store without a
 * diagnostic, and the resume the kit builds for them is the one `@ag-ui/client` 1.0's `buildResumeArray` builds; the
 * duplicate-id stream the SDK rejects is rejected in strict mode and recovered (first kept) with a diagnostic in lenient.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildResumeArray } from "@ag-ui/client";
import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore, parseSseStream, planResume, selectInterrupts, selectPendingInterrupts } from "@reasoning-ui/core";
import { strict } from "@reasoning-ui/core/strict";

const fixture = (name: string) => new URL(`../fixtures/third-party/${name}.sse`, import.meta.url);

async function fold(name: string, options: Parameters<typeof createAgentStore>[0] = {}) {
  const bytes = readFileSync(fixture(name));
  const body = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new Uint8Array(bytes)), c.close()) });
  const store = createAgentStore(options);
  const events: BaseEvent[] = [];
  for await (const e of parseSseStream(body)) events.push(e as BaseEvent);
  store.getState().applyEvents(events);
  return store;
}

describe("third-party interrupt streams (@ag-ui/client 1.0 fixtures)", () => {
  it("two distinct interrupts fold with no diagnostic, lenient and strict; both pending", async () => {
    for (const options of [{}, { strict }]) {
      const store = await fold("ag-ui-client-interrupts-distinct", options);
      const s = store.getState();
      expect(s.diagnostics).toEqual([]);
      expect(s.outcome).toEqual({ type: "interrupt", interrupts: [{ id: "int-1", reason: "approval" }, { id: "int-2", reason: "approval" }] });
      expect(selectPendingInterrupts(s).map((v) => [v.id, v.reason, v.runId, v.status])).toEqual([
        ["int-1", "approval", "r-int", "pending"],
        ["int-2", "approval", "r-int", "pending"],
      ]);
    }
  });

  it("the resume the kit plans is the one @ag-ui/client's buildResumeArray builds (every interrupt, in order)", async () => {
    const s = (await fold("ag-ui-client-interrupts-distinct")).getState();
    const open = selectPendingInterrupts(s);
    const plan = planResume(open, selectInterrupts(s), [{ interruptId: "int-2", status: "cancelled" }, { interruptId: "int-1", payload: { approved: true } }], { now: Date.now() });
    expect(plan.ok && plan.resume).toEqual(
      buildResumeArray(s.outcome?.type === "interrupt" ? s.outcome.interrupts : [], { "int-1": { status: "resolved", payload: { approved: true } }, "int-2": { status: "cancelled" } }),
    );
  });

  it("two interrupts under one id: strict rejects (as the SDK does), lenient keeps the first with invalid_interrupts", async () => {
    await expect(fold("ag-ui-client-interrupts-duplicate", { strict })).rejects.toThrow(/twice/);
    const s = (await fold("ag-ui-client-interrupts-duplicate")).getState();
    expect(s.diagnostics.map((d) => d.code)).toEqual(["invalid_interrupts"]);
    expect(selectPendingInterrupts(s).map((v) => v.interrupt.message)).toEqual(["approve the first tool call"]);
  });
});
