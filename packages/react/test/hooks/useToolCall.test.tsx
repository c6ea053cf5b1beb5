import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useToolCall } from "../../src/hooks/useToolCall";
import { apply, ev, newStore } from "../helpers";

describe("useToolCall", () => {
  it("follows a tool call from its streamed arguments to its result", async () => {
    const store = newStore();
    const { result } = renderHook(() => useToolCall("c1", store));
    expect(result.current).toBeUndefined();
    await apply(store, ev.runStarted(), { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "search", parentMessageId: "a1" }, { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"q":"ag' });
    expect(result.current).toMatchObject({ name: "search" });
    await apply(store, { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '-ui"}' }, { type: "TOOL_CALL_END", toolCallId: "c1" }, { type: "TOOL_CALL_RESULT", messageId: "t1", toolCallId: "c1", content: "3 hits" });
    expect(result.current).toMatchObject({ name: "search", args: '{"q":"ag-ui"}', result: "3 hits", parentMessageId: "a1" });
  });
});
