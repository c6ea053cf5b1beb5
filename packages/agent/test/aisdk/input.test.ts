// AG-UI history → AI SDK ModelMessages: reasoning parts before the tool-call they led to, tool results carrying
// the tool's name (the AI SDK needs it), system text first.
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { BridgeInputError, agUiToModelMessages } from "@reasoning-ui/agent";
import { TOOL_TURN } from "../history.fixture";

describe("agUiToModelMessages", () => {
  it("gives system, user, assistant (reasoning + tool-call), tool (tool-result) and the answer", () => {
    const messages = agUiToModelMessages(TOOL_TURN);
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool", "assistant"]);
    expect(messages[2]).toMatchObject({
      content: [
        { type: "reasoning", text: "Add them." },
        { type: "tool-call", toolCallId: "c1", toolName: "add", input: { a: 2, b: 2 } },
      ],
    });
    expect(messages[3]).toEqual({ role: "tool", content: [{ type: "tool-result", toolCallId: "c1", toolName: "add", output: { type: "text", value: "4" } }] });
  });

  it("a tool result whose call is not in the history is a BridgeInputError naming the call", () => {
    const orphan: Message[] = [{ id: "t", role: "tool", toolCallId: "nope", content: "x" }];
    expect(() => agUiToModelMessages(orphan)).toThrow(BridgeInputError);
    expect(() => agUiToModelMessages(orphan)).toThrow(/'nope'/);
  });
});
