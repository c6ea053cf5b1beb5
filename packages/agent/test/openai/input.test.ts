// AG-UI history → OpenAI Responses input items, stateless: reasoning goes back as a reasoning item with its
// encrypted_content, and the request asks for encrypted content again.
import { describe, expect, it } from "vitest";
import { agUiToOpenAIResponsesInput } from "@reasoning-ui/agent";
import { TOOL_TURN } from "../history.fixture";

describe("agUiToOpenAIResponsesInput", () => {
  it("gives reasoning, function_call and function_call_output items in order, with store: false", () => {
    expect(agUiToOpenAIResponsesInput(TOOL_TURN)).toEqual({
      input: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "What is 2+2?" },
        { type: "reasoning", id: "r1", summary: [{ type: "summary_text", text: "Add them." }], encrypted_content: "SIG1" },
        { type: "function_call", call_id: "c1", name: "add", arguments: '{"a":2,"b":2}' },
        { type: "function_call_output", call_id: "c1", output: "4" },
        { role: "assistant", content: "4." },
      ],
      store: false,
      include: ["reasoning.encrypted_content"],
    });
  });

  it("passes a tool call's arguments through as the model wrote them, even when they are not JSON", () => {
    const { input } = agUiToOpenAIResponsesInput([
      { id: "a", role: "assistant", toolCalls: [{ id: "c", type: "function", function: { name: "f", arguments: "{not json" } }] },
    ]);
    expect(input).toEqual([{ type: "function_call", call_id: "c", name: "f", arguments: "{not json" }]);
  });
});
