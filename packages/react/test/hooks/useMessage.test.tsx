import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMessage } from "../../src/hooks/useMessage";
import { apply, ev, newStore } from "../helpers";

describe("useMessage", () => {
  it("is undefined until the message exists, then follows its content", async () => {
    const store = newStore();
    const { result } = renderHook(() => useMessage("a1", store));
    expect(result.current).toBeUndefined();
    await apply(store, ev.runStarted(), { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" }, { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Hel" });
    expect(result.current).toMatchObject({ id: "a1", role: "assistant", content: "Hel" });
    await apply(store, { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "lo" });
    expect(result.current).toMatchObject({ content: "Hello" });
  });
});
