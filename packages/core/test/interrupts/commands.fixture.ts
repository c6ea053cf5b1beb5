// The interrupt commands on a fresh store for the planner-on-first-use suites. Imported inside the tests (after each
// suite's vi.mock of the planner and vi.resetModules), so the session's modules load as the suite arranged.
import type { InterruptNotice, InterruptPrepared } from "../../src/interrupts/types";
import { approval, turn } from "./script";

/** The commands on a fresh store, with a `start` that records what each run would be sent. */
export async function commands() {
  const { interruptCommands } = await import("../../src/interrupts/session");
  const { createAgentStore } = await import("../../src/store/createAgentStore");
  const store = createAgentStore({ threadId: "t" });
  const notices: Array<InterruptNotice | undefined> = [];
  const sent: InterruptPrepared[] = [];
  const start = async (prepare: () => InterruptPrepared) => {
    const prepared = prepare();
    if (prepared) sent.push(prepared);
    return "finished" as const;
  };
  const c = interruptCommands(store, (n) => notices.push(n), () => undefined, start);
  const ask = () => {
    store.getState().addMessage({ id: "u1", role: "user", content: "email Ada" });
    store.getState().beginRun("r1");
    store.getState().applyEvents(turn("r1", 1, [approval("i1", 1)]));
    store.getState().endStream({ status: "finished" });
  };
  return { c, store, notices, sent, ask };
}
