// AG-UI history → Gemini contents: the system instruction apart, thought parts carrying their thoughtSignature,
// function calls and responses matched by id and name.
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { BridgeInputError, agUiToGeminiContents } from "@reasoning-ui/agent";
import { TOOL_TURN } from "../history.fixture";

describe("agUiToGeminiContents", () => {
  it("gives model turns with the signed thought before the functionCall, and the result as a functionResponse by name", () => {
    expect(agUiToGeminiContents(TOOL_TURN)).toEqual({
      systemInstruction: "Be brief.",
      contents: [
        { role: "user", parts: [{ text: "What is 2+2?" }] },
        {
          role: "model",
          parts: [
            { text: "Add them.", thought: true, thoughtSignature: "SIG1" },
            { functionCall: { name: "add", args: { a: 2, b: 2 }, id: "c1" } },
          ],
        },
        { role: "user", parts: [{ functionResponse: { name: "add", response: { result: "4" }, id: "c1" } }] },
        { role: "model", parts: [{ text: "4." }] },
      ],
    });
  });

  it("a tool result whose call is not in the history is a BridgeInputError (Gemini needs the function's name)", () => {
    const orphan: Message[] = [{ id: "t", role: "tool", toolCallId: "gone", content: "x" }];
    expect(() => agUiToGeminiContents(orphan)).toThrow(BridgeInputError);
    expect(() => agUiToGeminiContents(orphan)).toThrow(/'gone'/);
  });
});
