import { type Scenario, answer, openReasoning } from "./context";

/** The summaries of `interleaved`, each opening with a bold title line as OpenAI / Anthropic reasoning summaries do. */
export const INTERLEAVED_THOUGHTS = [
  "**Searching the docs**\n\nThe user asks how to stream reasoning. The SDK reference should have a streaming section; search it first.",
  "**Reading the streaming guide**\n\nThree pages matched. The streaming guide looks most relevant; open it to check the event names.",
  "**Writing the answer**\n\nThe guide confirms `stream: true` and reasoning events before the answer. Give a short example.",
] as const;

const TOOLS = [
  { name: "search_docs", args: ['{"query":', '"stream reasoning"}'], result: { pages: ["/docs/streaming", "/docs/reasoning", "/docs/events"] } },
  { name: "open_page", args: ['{"url":', '"/docs/streaming"}'], result: { title: "Streaming", excerpt: "Set stream: true to receive events as they happen." } },
] as const;

/**
 * `interleaved`: interleaved thinking within one turn, as reasoning models do between tool calls — a reasoning
 * span (summary with a bold title), a tool call and its result, a second span, a second tool call, a third span,
 * then the answer. Shows as one chain-of-thought timeline of five steps.
 */
export const interleaved: Scenario = async (ctx) => {
  const { script } = ctx;
  for (let i = 0; i < INTERLEAVED_THOUGHTS.length; i++) {
    const { spanId, messageId } = await openReasoning(ctx);
    await script.stream(INTERLEAVED_THOUGHTS[i]!, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
    await script.emit({ type: "REASONING_MESSAGE_END", messageId });
    await script.emit({ type: "REASONING_END", messageId: spanId });
    const tool = TOOLS[i];
    if (!tool) break;
    const parentMessageId = script.id("assistant");
    const toolCallId = script.id("tool-call");
    await script.emit({ type: "TOOL_CALL_START", toolCallId, toolCallName: tool.name, parentMessageId });
    for (const delta of tool.args) {
      await script.emit({ type: "TOOL_CALL_ARGS", toolCallId, delta });
      await script.sleep();
    }
    await script.emit({ type: "TOOL_CALL_END", toolCallId });
    await script.sleep();
    await script.emit({ type: "TOOL_CALL_RESULT", messageId: script.id("tool-result"), toolCallId, content: JSON.stringify(tool.result), role: "tool" });
  }
  await answer(ctx, "Pass `stream: true`; reasoning events arrive before the answer, as the streaming guide shows.");
};
