/**
 * The client's commands on the change feed (issue 28, item 3; `reducer/reducer.ts`, `reducer/commands.ts`): every
 * command that rebuilds the thread reports one typed change, a refused one only its diagnostic, and the clock and
 * the diagnostics of commands go through the `Draft` like an event's.
 */
import { EventType } from "@ag-ui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAgentStore, type AgentChange, type BaseEvent } from "../../src/index";

const turn = (runId: string, user: string, answer: string): BaseEvent[] =>
  [
    { type: EventType.RUN_STARTED, threadId: "t", runId },
    { type: EventType.TEXT_MESSAGE_START, messageId: answer, role: "assistant" },
    { type: EventType.TEXT_MESSAGE_CONTENT, messageId: answer, delta: `answer ${user}` },
    { type: EventType.TEXT_MESSAGE_END, messageId: answer },
    { type: EventType.RUN_FINISHED, threadId: "t", runId },
  ] as BaseEvent[];

function conversation() {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "u1", role: "user", content: "hello" });
  store.getState().applyEvents(turn("r1", "u1", "a1"));
  const changes: AgentChange[] = [];
  store.getState().addChangeListener((c) => changes.push(c));
  return { store, changes };
}

afterEach(() => vi.useRealTimers());

describe("commands on the change feed", () => {
  it("fork and switchBranch report branch-forked / branch-switched with the fork's variants", () => {
    const { store, changes } = conversation();
    store.getState().fork("u1");
    expect(changes).toEqual([{ type: "branch-forked", parentMessageId: "u1", count: 2, eventIndex: -1 }]);
    store.getState().applyEvents(turn("r2", "u1", "a2"));
    changes.length = 0;
    store.getState().switchBranch("u1", 0);
    expect(changes).toEqual([{ type: "branch-switched", parentMessageId: "u1", index: 0, eventIndex: -1 }]);
    expect(store.getState().messages.map((m) => m.id)).toEqual(["u1", "a1"]);
  });

  it("truncateAfter, restore and reset report thread-truncated / thread-restored / thread-reset, and no message-added for the history they rebuild", () => {
    const { store, changes } = conversation();
    store.getState().truncateAfter("u1");
    expect(changes).toEqual([{ type: "thread-truncated", messageId: "u1", count: 1, eventIndex: -1 }]);
    changes.length = 0;
    const { threadId, messages, reasoning, spans, toolCallTimes, runs, branches, branchVariants } = store.getState();
    store.getState().restore({ threadId: "t2", messages: [...messages, { id: "a9", role: "assistant", content: "x" }], reasoning, spans, toolCallTimes, runs, branches, branchVariants });
    expect(threadId).toBe("t");
    expect(changes).toEqual([{ type: "thread-restored", threadId: "t2", count: 2, eventIndex: -1 }]);
    changes.length = 0;
    store.getState().reset({ threadId: "t3", messages: [{ id: "h1", role: "user", content: "history" }] });
    expect(changes).toEqual([{ type: "thread-reset", threadId: "t3", count: 1, eventIndex: -1 }]);
  });

  it("a refused command reports only its diagnostic; the state's other fields are untouched", () => {
    const { store, changes } = conversation();
    const before = store.getState().messages;
    store.getState().switchBranch("nowhere", 1);
    store.getState().truncateAfter("nowhere");
    expect(changes.map((c) => (c.type === "diagnostic" ? c.diagnostic.code : c.type))).toEqual(["unknown_branch", "unknown_message_id"]);
    expect(store.getState().messages).toBe(before);
  });

  it("a fork past the variant bound records branch_variant_dropped through the Draft: clock, feed, one revision", () => {
    const { store, changes } = conversation();
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ["Date"] });
    for (let i = 0; i < 20; i++) {
      store.getState().fork("u1");
      store.getState().applyEvents(turn(`f${i}`, "u1", `fa${i}`));
    }
    changes.length = 0;
    const revision = store.getState().revision;
    store.getState().fork("u1");
    expect(changes.map((c) => c.type)).toEqual(["branch-forked", "diagnostic"]);
    const dropped = store.getState().diagnostics.at(-1)!;
    expect(dropped).toMatchObject({ code: "branch_variant_dropped", at: 1_700_000_000_000 });
    expect(changes[1]).toMatchObject({ type: "diagnostic", diagnostic: dropped });
    expect(store.getState().revision).toBe(revision + 1);
    expect(store.getState().branches.u1).toMatchObject({ count: 20 });
  });

  it("beginRun and endStream read the clock through the Draft (their run record's times)", () => {
    vi.useFakeTimers({ now: 5_000, toFake: ["Date"] });
    const store = createAgentStore({ threadId: "t" });
    store.getState().beginRun("r1");
    vi.setSystemTime(7_500);
    store.getState().endStream({ status: "cancelled" });
    expect(store.getState().runs.at(-1)).toMatchObject({ runId: "r1", status: "stopped", startedAt: 5_000, endedAt: 7_500 });
  });
});
