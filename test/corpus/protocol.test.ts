/**
 * Hostile / broken AG-UI event sequences (issue 5, "Protocol"). Each case runs as a transport run does
 * (`beginRun`, one `applyEvent` per event, `endStream`) on a store that already holds a finished turn
 * with an encrypted value, then asserts its own outcome, that nothing threw, that earlier messages and
 * every encrypted value are kept, and that the next run works.
 */
import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";
import { expectKept, goodTurn, secret } from "./helpers";
import { cases } from "./protocolCases";
import { strict as strictVerification } from "@reasoning-ui/core/strict";

/** A store holding one finished turn ("r0") with an encrypted value. */
function seeded(s0: string): AgentStore {
  const store = createAgentStore({ threadId: "thread-1" });
  store.getState().addMessage({ id: "u0", role: "user", content: "first question" });
  store.getState().beginRun("r0");
  store.getState().applyEvents(goodTurn("r0", s0));
  store.getState().endStream({ status: "finished" });
  expect(store.getState().status).toBe("finished");
  return store;
}

describe("protocol corpus", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const s0 = secret("earlier");
    const s = secret("case");
    const store = c.fresh ? createAgentStore({ threadId: "thread-1" }) : seeded(s0);
    if (!c.fresh) store.getState().beginRun("r1");
    expect(() => {
      for (const e of c.events(s)) store.getState().applyEvent(e as BaseEvent);
      store.getState().endStream(c.end ?? { status: "finished" });
    }).not.toThrow();
    c.check(store, s);
    if (!c.fresh) expectKept(store, ["u0", "r0-r", "r0-a"], [s0]);
    // The next run works: a clean turn finishes and is appended after everything kept.
    const s2 = secret("next");
    const before = store.getState().messages.length;
    store.getState().beginRun("r2");
    store.getState().applyEvents(goodTurn("r2", s2));
    store.getState().endStream({ status: "finished" });
    const st = store.getState();
    expect(st.status).toBe("finished");
    expect(st.error).toBeUndefined();
    expect(st.messages.length).toBe(before + 2);
    expect(st.reasoning["r2-r"]).toMatchObject({ status: "complete", visibility: "summary" });
    expectKept(store, ["r2-r", "r2-a"], [s2]);
  });

  it("the same cases in strict mode throw AgentProtocolError, never anything else, and keep what came before", () => {
    for (const c of cases) {
      const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
      for (const e of c.events(secret())) {
        try {
          store.getState().applyEvent(e as BaseEvent);
        } catch (err) {
          expect((err as Error).name, c.name).toBe("AgentProtocolError");
        }
      }
      expect(() => store.getState().endStream({ status: "finished" })).not.toThrow();
    }
  });
});
