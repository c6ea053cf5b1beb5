import { attachmentFacts, describeAttachments } from "../attachments/describe";
import { type Scenario, answer, openReasoning } from "./context";

/**
 * `attachments` (chosen by itself when the latest user message carries media parts): a reasoning span that looks
 * at each attachment in turn (kind, real type from the bytes, size, image dimensions, PDF page count), then an
 * answer that says what was received. No provider, no fetch: see `attachments/describe.ts`.
 */
export const attachments: Scenario = async (ctx) => {
  const { script } = ctx;
  const content = ctx.userContent;
  const description = describeAttachments(content);
  if (!description) return answer(ctx, "There is nothing attached to your last message: attach an image or a PDF and I will describe it.");
  const { facts } = attachmentFacts(content);
  const { spanId, messageId } = await openReasoning(ctx);
  const looked = `**Looking at ${facts.length} attachment${facts.length === 1 ? "" : "s"}**\n\nI read each file's first bytes rather than trusting its name or declared type. ${description}`;
  await script.stream(looked, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await script.emit({ type: "REASONING_END", messageId: spanId });
  await answer(ctx, `Here is what I received. ${description}`);
};
