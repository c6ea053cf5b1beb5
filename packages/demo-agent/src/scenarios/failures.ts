import { type Scenario, type ScenarioContext, openReasoning } from "./context";
import { VISIBLE_CHAIN } from "./texts";

/** The part of the chain streamed before `error` and `cut` strike. */
const PARTIAL = VISIBLE_CHAIN.slice(0, VISIBLE_CHAIN.indexOf("Next,"));

async function startReasoning(ctx: ScenarioContext): Promise<void> {
  const { messageId } = await openReasoning(ctx);
  await ctx.script.stream(PARTIAL, (delta) => ({ type: "REASONING_MESSAGE_CONTENT", messageId, delta }));
}

/** `error`: reasoning starts streaming, then RUN_ERROR `{code:"demo_error"}`; no END events follow. */
export const error: Scenario = async (ctx) => {
  await startReasoning(ctx);
  await ctx.script.fail("The demo agent failed on purpose while reasoning.", "demo_error");
};

/** `cut`: reasoning starts streaming, then the socket is destroyed; no RUN_FINISHED. */
export const cut: Scenario = async (ctx) => {
  await startReasoning(ctx);
  await ctx.script.cut();
};
