import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentStore, selectTurnTimeline, type BaseEvent } from "@reasoning-ui/core";
import { type Ev, input, run, shape, startAgent, user } from "./helpers";

let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent();
});
afterAll(() => ctx.agent.close());

describe("interleaved scenario", () => {
  it("thinks between tool calls in one turn: five timeline steps in wire order with bold titles", async () => {
    const { events } = await run(ctx.url, input([user("how do I stream? interleaved")]));
    const kinds = shape(events).filter((t: string) => t === "REASONING_START" || t === "TOOL_CALL_START" || t === "TOOL_CALL_RESULT");
    expect(kinds).toEqual(["REASONING_START", "TOOL_CALL_START", "TOOL_CALL_RESULT", "REASONING_START", "TOOL_CALL_START", "TOOL_CALL_RESULT", "REASONING_START"]);
    for (const e of events as Ev[]) expect(typeof e.timestamp).toBe("number");
    const store = createAgentStore({ threadId: "t", messages: [{ id: "u", role: "user", content: "how do I stream?" }] });
    store.getState().applyEvents(events as unknown as BaseEvent[]);
    const timeline = selectTurnTimeline(store.getState(), "u");
    expect(timeline.steps.map((s) => [s.kind, s.title, s.status])).toEqual([
      ["reasoning", "Searching the docs", "complete"],
      ["tool", "search_docs", "complete"],
      ["reasoning", "Reading the streaming guide", "complete"],
      ["tool", "open_page", "complete"],
      ["reasoning", "Writing the answer", "complete"],
    ]);
    expect(timeline.status).toBe("complete");
  });
});
