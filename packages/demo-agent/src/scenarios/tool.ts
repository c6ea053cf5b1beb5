import { type Scenario, answer, emitSealed } from "./context";
import { TOOL_CHAIN } from "./texts";

/**
 * `tool`: an assistant message holding a `get_weather` call ({"city":"Paris"}), a JWE of the tool-choice
 * reasoning attached to that tool call (`subtype:"tool-call"`), the tool result, then the final answer.
 */
export const tool: Scenario = async (ctx) => {
  const { script } = ctx;
  const parentMessageId = script.id("assistant");
  const toolCallId = script.id("tool-call");
  await script.emit({ type: "TOOL_CALL_START", toolCallId, toolCallName: "get_weather", parentMessageId });
  for (const delta of ['{"city":', '"Paris"}']) {
    await script.emit({ type: "TOOL_CALL_ARGS", toolCallId, delta });
    await script.sleep();
  }
  await script.emit({ type: "TOOL_CALL_END", toolCallId });
  await emitSealed(ctx, "tool-call", toolCallId, TOOL_CHAIN);
  await script.sleep();
  const content = JSON.stringify({ city: "Paris", temperatureC: 18, conditions: "light rain" });
  await script.emit({ type: "TOOL_CALL_RESULT", messageId: script.id("tool-result"), toolCallId, content, role: "tool" });
  await answer(ctx, "It is 18 °C with light rain in Paris; take an umbrella.");
};
