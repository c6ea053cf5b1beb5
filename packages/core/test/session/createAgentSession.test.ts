import { describe, expect, it } from "vitest";
import { createAgentSession, selectBranchOf } from "../../src/index";
import { ENCRYPTED, fakeRunner } from "./fakeRunner";

const roles = (s: { messages: { role: string }[] }) => s.messages.map((m) => m.role);

describe("createAgentSession (Node, no DOM)", () => {
  it("run: appends the user message, streams the answer; the next run sends the history with encrypted values", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner, threadId: "t" });
    expect(await session.run("first")).toBe("finished");
    expect(await session.run({ text: "second", forwardedProps: { mode: "fast" } })).toBe("finished");
    expect(roles(session.store.getState())).toEqual(["user", "reasoning", "assistant", "user", "reasoning", "assistant"]);
    expect(inputs[1]!.messages.find((m) => m.id === "r1")).toMatchObject({ encryptedValue: ENCRYPTED(1) });
    expect(inputs[1]!.forwardedProps).toEqual({ mode: "fast" });
    expect(session.store.getState().runs.map((r) => r.forwardedProps)).toEqual([{}, { mode: "fast" }]);
  });

  it("creation reads nothing: the thread id is made at the first run", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner });
    expect(session.store.getState().threadId).toBe("");
    await session.run("hi");
    expect(inputs[0]!.threadId).toMatch(/^thread-/);
    expect(session.store.getState().threadId).toBe(inputs[0]!.threadId);
  });

  it("stop aborts (cancelled, what arrived kept); a run while one streams aborts it first", async () => {
    const { runner, inputs } = fakeRunner({ hold: (k) => k === 1 });
    const session = createAgentSession({ runner, threadId: "t" });
    const first = session.run("slow");
    await new Promise((r) => setTimeout(r, 5));
    expect(session.store.getState().status).toBe("running");
    const second = session.run("next");
    expect(await first).toBe("cancelled");
    expect(await second).toBe("finished");
    expect(inputs).toHaveLength(2);
    expect(session.store.getState().runs.map((r) => r.status)).toEqual(["stopped", "finished"]);
    const third = fakeRunner({ hold: true });
    session.setOptions({ runner: third.runner });
    const held = session.run("again");
    await new Promise((r) => setTimeout(r, 5));
    session.stop();
    expect(await held).toBe("cancelled");
    expect(session.store.getState().messages.some((m) => m.id === "r1")).toBe(true);
  });

  it("retry forks at the turn's user message: the earlier answer and later turns stay reachable; forwardedProps resent", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run({ text: "one", forwardedProps: { scenario: "error" } });
    await session.run("two");
    await session.run("three");
    const firstRun = session.store.getState().runs[0]!.runId;
    const before = session.store.getState().messages;
    expect(await session.retry(firstRun)).toBe("finished");
    const s = session.store.getState();
    expect(inputs[3]!.messages).toEqual(inputs[0]!.messages); // the history before the turn, byte-identical
    expect(inputs[3]!.forwardedProps).toEqual({ scenario: "error" });
    expect(s.messages.map((m) => m.id)).toEqual([before[0]!.id, "r4", "a4"]);
    expect(selectBranchOf(s, "r4")).toEqual({ parentMessageId: before[0]!.id, index: 1, count: 2 });
    session.switchBranch(before[0]!.id, 0);
    expect(session.store.getState().messages).toEqual(before); // nothing was deleted
    expect(await session.retry("unknown-run")).toBe("idle");
    expect(inputs).toHaveLength(4);
  });

  it("edit forks at the user message's parent and runs the edited text; the original stays a branch", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("one");
    await session.run("two");
    const two = session.store.getState().messages[3]!;
    expect(await session.edit(two.id, "two, edited")).toBe("finished");
    const s = session.store.getState();
    expect(inputs[2]!.messages.map((m) => (m.role === "user" ? m.content : m.id))).toEqual(["one", "r1", "a1", "two, edited"]);
    const edited = s.messages[3]!;
    expect(edited).toMatchObject({ role: "user", content: "two, edited" });
    expect(selectBranchOf(s, edited.id)).toEqual({ parentMessageId: "a1", index: 1, count: 2 });
    session.switchBranch("a1", 0);
    expect(session.store.getState().messages[3]).toBe(two);
    // editing the first message forks at the start of the thread
    await session.edit(session.store.getState().messages[0]!.id, "zero");
    expect(selectBranchOf(session.store.getState(), session.store.getState().messages[0]!.id)).toEqual({ parentMessageId: "", index: 1, count: 2 });
    expect(await session.edit("nope", "x")).toBe("finished");
    expect(await session.edit("r1", "x")).toBe("finished"); // not a user message (and not on this branch): nothing
    expect(inputs).toHaveLength(4);
  });

  it("switchBranch while a run streams stops it first, then switches", async () => {
    const { runner } = fakeRunner({ hold: (k) => k === 3 });
    const session = createAgentSession({ runner, threadId: "t" });
    await session.run("one");
    const u1 = session.store.getState().messages[0]!.id;
    await session.retry();
    const third = session.retry();
    await new Promise((r) => setTimeout(r, 5));
    session.switchBranch(u1, 0);
    expect(await third).toBe("cancelled");
    await new Promise((r) => setTimeout(r, 0));
    expect(session.store.getState().branches[u1]).toMatchObject({ active: 0, count: 3 });
    expect(session.store.getState().messages.map((m) => m.id)).toEqual([u1, "r1", "a1"]);
  });

  it("needs url or runner", () => {
    expect(() => createAgentSession({} as never)).toThrow("needs `url`");
    expect(() => createAgentSession({ url: "/a", runner: async () => "finished" } as never)).toThrow("not both");
  });
});
