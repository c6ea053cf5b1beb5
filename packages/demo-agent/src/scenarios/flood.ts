import { type Scenario, answer, openReasoning } from "./context";

/** What the `flood` scenario streams as visible reasoning, characters (10 MB of ASCII). */
export const FLOOD_BYTES = 10_000_000;
/** Characters per `flood` delta (a provider's burst; ~312k deltas for {@link FLOOD_BYTES}). */
export const FLOOD_DELTA = 32;

const LINE = "Let me check the sources again, because the forecast model and the wind data disagree here.\n";

/**
 * `flood`: a load test, not part of the tour ({@link scenarioNames} leaves it out): one reasoning message of
 * `forwardedProps.floodBytes` (default {@link FLOOD_BYTES}, at most 64 MB) characters in deltas of
 * {@link FLOOD_DELTA}, sent as fast as the client reads (no pacing, whatever `paceMs` says), then the answer.
 */
export const flood: Scenario = async (ctx) => {
  const { script } = ctx;
  const asked = Number(ctx.input?.forwardedProps?.floodBytes);
  const bytes = Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 64_000_000) : FLOOD_BYTES;
  const { spanId, messageId } = await openReasoning(ctx);
  const text = LINE.repeat(Math.ceil((bytes + FLOOD_DELTA) / LINE.length));
  for (let at = 0; at < bytes; at += FLOOD_DELTA) {
    await script.emit({ type: "REASONING_MESSAGE_CONTENT", messageId, delta: text.slice(at, Math.min(bytes, at + FLOOD_DELTA)) });
  }
  await script.emit({ type: "REASONING_MESSAGE_END", messageId });
  await script.emit({ type: "REASONING_END", messageId: spanId });
  await answer(ctx, `That was ${bytes} characters of reasoning.`);
};
