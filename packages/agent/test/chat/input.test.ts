// AG-UI history → Chat Completions messages for open models: reasoning is not sent back unless asked for
// (`reasoning: "content"` for DeepSeek-style reasoning_content).
import { describe, expect, it } from "vitest";
import { agUiToOpenAIChatMessages } from "@reasoning-ui/agent";
import { TOOL_TURN } from "../history.fixture";

describe("agUiToOpenAIChatMessages", () => {
  it("by default sends the turn without its reasoning, the tool call with its id and the result by tool_call_id", () => {
    expect(agUiToOpenAIChatMessages(TOOL_TURN)).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "What is 2+2?" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "add", arguments: '{"a":2,"b":2}' } }] },
      { role: "tool", tool_call_id: "c1", content: "4" },
      { role: "assistant", content: "4." },
    ]);
  });

  it("with reasoning: content the reasoning rides on its assistant message as reasoning_content", () => {
    const assistant = agUiToOpenAIChatMessages(TOOL_TURN, { reasoning: "content" }).find((m) => m.role === "assistant" && "tool_calls" in m);
    expect(assistant).toMatchObject({ reasoning_content: "Add them.", tool_calls: [{ id: "c1" }] });
    expect(JSON.stringify(agUiToOpenAIChatMessages(TOOL_TURN, { reasoning: "none" }))).not.toContain("Add them.");
  });
});
