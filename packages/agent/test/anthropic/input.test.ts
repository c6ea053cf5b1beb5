// AG-UI history → Anthropic Messages input: system text apart, thinking blocks with their signature before the
// tool_use they led to, tool results as user tool_result blocks.
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { agUiToAnthropicMessages } from "@reasoning-ui/agent";
import { TOOL_TURN } from "../history.fixture";

describe("agUiToAnthropicMessages", () => {
  it("sends signed reasoning back as a thinking block with its signature, before the tool_use, and the result as tool_result", () => {
    expect(agUiToAnthropicMessages(TOOL_TURN)).toEqual({
      system: "Be brief.",
      messages: [
        { role: "user", content: "What is 2+2?" },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "Add them.", signature: "SIG1" },
            { type: "tool_use", id: "c1", name: "add", input: { a: 2, b: 2 } },
          ],
        },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "c1", content: "4" }] },
        { role: "assistant", content: [{ type: "text", text: "4." }] },
      ],
    });
  });

  it("leaves out reasoning without a signature (Anthropic rejects an unsigned thinking block)", () => {
    const history: Message[] = [
      { id: "u", role: "user", content: "Hi" },
      { id: "r", role: "reasoning", content: "cut before its signature" } as Message,
      { id: "a", role: "assistant", content: "Hello" },
    ];
    const { messages } = agUiToAnthropicMessages(history);
    expect(JSON.stringify(messages)).not.toContain("cut before its signature");
    expect(messages.at(-1)).toEqual({ role: "assistant", content: [{ type: "text", text: "Hello" }] });
  });
});
