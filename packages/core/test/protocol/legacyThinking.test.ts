import { describe, expect, it } from "vitest";
import { ev, fold, runFinished, runStarted } from "../helpers";

describe("deprecated THINKING_* events", () => {
  it("map onto a span with a reasoning message, generated ids, title kept", () => {
    const store = fold([
      runStarted(),
      ev("THINKING_START", { title: "Planning", timestamp: 10 }),
      ev("THINKING_TEXT_MESSAGE_START", { timestamp: 11 }),
      ev("THINKING_TEXT_MESSAGE_CONTENT", { delta: "Old servers " }),
      ev("THINKING_TEXT_MESSAGE_CONTENT", { delta: "still send this." }),
      ev("THINKING_TEXT_MESSAGE_END", { timestamp: 12 }),
      ev("THINKING_END", { timestamp: 13 }),
      runFinished(),
    ]);
    const s = store.getState();
    expect(s.messages).toHaveLength(1);
    const m = s.messages[0]!;
    expect(m).toMatchObject({ role: "reasoning", content: "Old servers still send this." });
    const info = s.reasoning[m.id]!;
    expect(info).toMatchObject({ status: "complete", visibility: "visible", agentStartedAt: 11, agentEndedAt: 12 });
    const span = s.spans[info.spanId!]!;
    expect(span).toMatchObject({ title: "Planning", messageIds: [m.id], status: "complete", agentStartedAt: 10, agentEndedAt: 13 });
    expect(s.diagnostics).toEqual([]);
  });

  it("two thinking episodes get distinct ids; content without start opens a message", () => {
    const store = fold([
      runStarted(),
      ev("THINKING_START"),
      ev("THINKING_TEXT_MESSAGE_CONTENT", { delta: "a" }),
      ev("THINKING_END"),
      ev("THINKING_START"),
      ev("THINKING_TEXT_MESSAGE_CONTENT", { delta: "b" }),
      ev("THINKING_END"),
    ]);
    const s = store.getState();
    expect(s.messages.map((m) => (m.role === "reasoning" ? m.content : null))).toEqual(["a", "b"]);
    expect(new Set(s.messages.map((m) => m.id)).size).toBe(2);
    expect(Object.keys(s.spans)).toHaveLength(2);
    expect(Object.values(s.reasoning).every((r) => r.status === "complete")).toBe(true);
  });

  it("a stream cut inside THINKING leaves it interrupted at RUN_FINISHED", () => {
    const store = fold([runStarted(), ev("THINKING_START"), ev("THINKING_TEXT_MESSAGE_START"), ev("THINKING_TEXT_MESSAGE_CONTENT", { delta: "…" }), runFinished()]);
    expect(Object.values(store.getState().reasoning)[0]!.status).toBe("interrupted");
  });
});
