import { describe, expect, it } from "vitest";
import { selectReasoningView } from "../../src/index";
import { ev, fold, runStarted } from "../helpers";

const reasoning = (id: string, delta: string, span?: string) => [
  ...(span ? [ev("REASONING_START", { messageId: span })] : []),
  ev("REASONING_MESSAGE_START", { messageId: id, role: "reasoning" }),
  ev("REASONING_MESSAGE_CONTENT", { messageId: id, delta }),
];

describe("selectReasoningView", () => {
  it("builds one view from a span's messages, never exposing the encrypted value", () => {
    const store = fold([
      runStarted(),
      ...reasoning("r1", "first", "span-1"),
      ev("REASONING_MESSAGE_END", { messageId: "r1" }),
      ev("REASONING_MESSAGE_START", { messageId: "r2", role: "reasoning" }),
      ev("REASONING_MESSAGE_END", { messageId: "r2" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r2", encryptedValue: "SECRET" }),
      ev("REASONING_END", { messageId: "span-1" }),
    ]);
    const view = selectReasoningView(store.getState(), ["r1", "r2", "unknown"]);
    expect(view).toMatchObject({ messageIds: ["r1", "r2"], spanId: "span-1", parts: [{ id: "r1", text: "first" }], status: "complete", visibility: "summary" });
    expect(JSON.stringify(view)).not.toContain("SECRET");
    expect(selectReasoningView(store.getState(), "r2")?.visibility).toBe("hidden");
    expect(selectReasoningView(store.getState(), ["nope"])).toBeUndefined();
  });

  it("shares the view while nothing it shows changes, and the unchanged parts when one streams", () => {
    const store = fold([runStarted(), ...reasoning("r1", "a", "span-1"), ev("REASONING_MESSAGE_END", { messageId: "r1" }), ...reasoning("r2", "b")]);
    const ids = ["r1", "r2"];
    const v1 = selectReasoningView(store.getState(), ids)!;
    expect(v1.status).toBe("streaming");
    store.getState().addMessage({ id: "u9", role: "user", content: "unrelated" });
    expect(selectReasoningView(store.getState(), ids, v1)).toBe(v1);
    store.getState().applyEvents([ev("REASONING_MESSAGE_CONTENT", { messageId: "r2", delta: "c" })]);
    const v2 = selectReasoningView(store.getState(), ids, v1)!;
    expect(v2).not.toBe(v1);
    expect(v2.parts[0]).toBe(v1.parts[0]);
    expect(v2.parts[1]).toEqual({ id: "r2", text: "bc" });
    expect(v2.messageIds).toBe(v1.messageIds);
  });
});
