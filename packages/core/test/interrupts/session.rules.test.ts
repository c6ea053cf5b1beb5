/**
 * The resume planner on first use (docs/architecture.md, "Interrupts"): `resume.ts` — the rules and the sentences of
 * their notices — is fetched when the thread first holds an agent's request (a resume can only follow one), not with
 * the session's commands; a resume waits for it; a planner that cannot be fetched refuses with `resume_unavailable`,
 * sends nothing, and the next resume fetches it again (session.rulesUnavailable.test.ts). The commands are driven
 * here without the package's index (which re-exports `planResume` and so would load it at once).
 */
import type { BaseEvent } from "@ag-ui/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { InterruptNotice, InterruptPrepared } from "../../src/interrupts/types";
import { approval, turn } from "./script";
import { commands } from "./commands.fixture";

const planner = vi.hoisted(() => ({ fetches: 0, fail: 0 }));
vi.mock("../../src/interrupts/resume", async (importOriginal) => {
  planner.fetches += 1;
  if (planner.fail > 0) {
    planner.fail -= 1;
    throw new Error("chunk lost in a deploy");
  }
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
  planner.fetches = 0;
  planner.fail = 0;
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the resume planner on first use", () => {
  it("is not fetched with the commands nor by a turn that asks nothing; a request arriving fetches it; the resume sends as before", async () => {
    const { c, store, sent, ask } = await commands();
    store.getState().beginRun("r0");
    store.getState().applyEvents(turn("r0", 0) as BaseEvent[]);
    store.getState().endStream({ status: "finished" });
    await flush();
    expect(planner.fetches).toBe(0);
    ask();
    await vi.waitFor(() => expect(planner.fetches).toBe(1));
    const result = await c.resume([{ interruptId: "i1", payload: { approved: true } }]);
    expect(result).toEqual({ ok: true, status: "finished", notices: [] });
    expect(sent).toEqual([{ perRun: undefined, resume: [{ interruptId: "i1", status: "resolved", payload: { approved: true } }] }]);
    expect(planner.fetches).toBe(1);
  });

  it("the steer-away cancel and the refusal need no planner: every open request cancelled, explicitly", async () => {
    planner.fail = 99;
    const { interruptCommands } = await import("../../src/interrupts/session");
    const { createAgentStore } = await import("../../src/store/createAgentStore");
    const store = createAgentStore({ threadId: "t" });
    store.getState().beginRun("r1");
    store.getState().applyEvents(turn("r1", 1, [approval("i1", 1), approval("i2", 1, { toolCallId: undefined, reason: "confirmation" })]));
    store.getState().endStream({ status: "finished" });
    let policy: "refuse" | "cancel" = "cancel";
    const notices: Array<InterruptNotice | undefined> = [];
    const c = interruptCommands(store, (n) => notices.push(n), () => ({ onNewMessage: policy }), async () => "finished");
    expect(c.gate("never mind")).toEqual([
      { interruptId: "i1", status: "cancelled" },
      { interruptId: "i2", status: "cancelled" },
    ]);
    policy = "refuse";
    expect(c.gate("hello")).toBe(false);
    expect(notices.at(-1)).toEqual({ code: "interrupts_pending", message: "Answer the agent's 2 requests first (or cancel them).", interruptIds: ["i1", "i2"], text: "hello" });
  });
});
