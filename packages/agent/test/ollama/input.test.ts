// AG-UI history → Ollama /api/chat messages: thinking rides on the assistant message, tool results name their tool.
import { describe, expect, it } from "vitest";
import { agUiToOllamaMessages } from "@reasoning-ui/agent";
import { TOOL_TURN } from "../history.fixture";

describe("agUiToOllamaMessages", () => {
  it("puts the reasoning in thinking, the call's arguments as an object, and names the tool on its result", () => {
    expect(agUiToOllamaMessages(TOOL_TURN)).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "What is 2+2?" },
      { role: "assistant", content: "", thinking: "Add them.", tool_calls: [{ function: { name: "add", arguments: { a: 2, b: 2 } } }] },
      { role: "tool", content: "4", tool_name: "add" },
      { role: "assistant", content: "4." },
    ]);
  });

  it("with thinking: false the reasoning stays local", () => {
    const messages = agUiToOllamaMessages(TOOL_TURN, { thinking: false });
    expect(messages.some((m) => "thinking" in m)).toBe(false);
    expect(messages).toHaveLength(5);
  });
});
