import { chainFor } from "../effort";
import { type Scenario, answer, emitSealed, opening, openReasoning } from "./context";
import { CHUNK_SUMMARY, DETAILED_CHAIN, MARKDOWN_ANSWER, MARKDOWN_SUMMARY, HIDDEN_CHAIN, LEGACY_CHAIN, SECOND_PASS, SUMMARY, VISIBLE_CHAIN } from "./texts";

/** How long the `hidden` scenario reasons privately, ms (real time when paced, event clock otherwise). */
export const HIDDEN_THINK_MS = 3000;

/**
 * `visible`: a chain of thought streamed in a reasoning span, then the answer. Its length follows the run's
 * effort ({@link chainFor}); effort `off` answers without a reasoning span.
 */
export const visible: Scenario = async (ctx) => {
  const { script } = ctx;
  const chain = chainFor(ctx.effort, VISIBLE_CHAIN, SECOND_PASS);
  if (!chain) return answer(ctx, "I answered straight away, without reasoning, as asked.");
  const { spanId, messageId } = await openReasoning(ctx);
  await script.stream(chain, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await script.emit({ type: "REASONING_END", messageId: spanId });
  await answer(ctx, "Here is my answer: lead with a concrete example, then explain the idea behind it.");
};

/** `summary`: a visible summary, then the detailed chain as a JWE on the same reasoning message. */
export const summary: Scenario = async (ctx) => {
  const { script } = ctx;
  const { spanId, messageId } = await openReasoning(ctx);
  await script.stream(SUMMARY, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await emitSealed(ctx, "message", messageId, DETAILED_CHAIN);
  await script.emit({ type: "REASONING_END", messageId: spanId });
  await answer(ctx, "I went with the simpler approach; it meets every constraint you gave.");
};

/** `hidden`: a reasoning message with no visible text, only a JWE; the span lasts HIDDEN_THINK_MS. */
export const hidden: Scenario = async (ctx) => {
  const { script } = ctx;
  const { spanId, messageId } = await openReasoning(ctx);
  await script.think(HIDDEN_THINK_MS);
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await emitSealed(ctx, "message", messageId, HIDDEN_CHAIN);
  await script.emit({ type: "REASONING_END", messageId: spanId });
  await answer(ctx, "I reasoned about this privately; only the conclusion is shown.");
};

/** `chunk`: REASONING_MESSAGE_CHUNK form closed by an empty delta, a JWE, then a TEXT_MESSAGE_CHUNK answer. */
export const chunk: Scenario = async (ctx) => {
  const { script } = ctx;
  const spanId = script.id("reasoning");
  const messageId = script.id("reasoning-msg");
  await script.emit({ type: "REASONING_START", messageId: spanId });
  await script.stream(CHUNK_SUMMARY, (delta) => ({ type: "REASONING_MESSAGE_CHUNK", messageId, delta }));
  await script.emit({ type: "REASONING_MESSAGE_CHUNK", messageId, delta: "" });
  await emitSealed(ctx, "message", messageId, DETAILED_CHAIN);
  await script.emit({ type: "REASONING_END", messageId: spanId });
  const answerId = script.id("answer");
  const text = `${opening(ctx)} Done, with the detailed reasoning kept encrypted.`;
  await script.stream(text, (delta) => ({ type: "TEXT_MESSAGE_CHUNK", messageId: answerId, role: "assistant", delta }));
};

/** `legacy`: the deprecated THINKING_* events (no ids), then the answer. */
export const legacy: Scenario = async (ctx) => {
  const { script } = ctx;
  await script.emit({ type: "THINKING_START", title: "Thinking it through" });
  await script.emit({ type: "THINKING_TEXT_MESSAGE_START" });
  await script.stream(LEGACY_CHAIN, (delta) => ({ type: "THINKING_TEXT_MESSAGE_CONTENT", delta }));
  await script.emit({ type: "THINKING_TEXT_MESSAGE_END" });
  await script.emit({ type: "THINKING_END" });
  await answer(ctx, "This answer came after legacy THINKING events.");
};

/**
 * `markdown` (issue 39): a summary opening with a bold heading line (the detailed chain encrypted, as `summary`), then
 * an answer in markdown — what the kit renders as markdown by default.
 */
export const markdown: Scenario = async (ctx) => {
  const { script } = ctx;
  const { spanId, messageId } = await openReasoning(ctx);
  await script.stream(MARKDOWN_SUMMARY, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await emitSealed(ctx, "message", messageId, DETAILED_CHAIN);
  await script.emit({ type: "REASONING_END", messageId: spanId });
  await answer(ctx, MARKDOWN_ANSWER);
};
