import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenarioNames, pickScenario, scenarioNames } from "../src/index";
import { FLOOD_DELTA } from "../src/scenarios/flood";
import { input, run, shape, startAgent, textOf, user } from "./helpers";

let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent({ runLog: false });
});
afterAll(() => ctx.agent.close());

describe("flood (load scenario)", () => {
  it("is picked by keyword or forwardedProps, and stays out of the tour's names", () => {
    expect(pickScenario({ messages: [user("please flood me")] })).toBe("flood");
    expect(pickScenario({ messages: [user("hello")], forwardedProps: { scenario: "flood" } })).toBe("flood");
    expect(loadScenarioNames).toEqual(["flood"]);
    expect(scenarioNames as readonly string[]).not.toContain("flood");
  });

  it("streams exactly floodBytes characters of reasoning in deltas of FLOOD_DELTA, in order, then the answer", async () => {
    const bytes = 100_003;
    const { events } = await run(ctx.url, input([user("flood")], { floodBytes: bytes }));
    expect(shape(events)).toEqual([
      "RUN_STARTED",
      "REASONING_START",
      "REASONING_MESSAGE_START",
      "REASONING_MESSAGE_CONTENT*",
      "REASONING_MESSAGE_END",
      "REASONING_END",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT*",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    const deltas = events.filter((e) => e.type === "REASONING_MESSAGE_CONTENT");
    expect(deltas).toHaveLength(Math.ceil(bytes / FLOOD_DELTA));
    expect(deltas.slice(0, -1).every((e) => e.delta.length === FLOOD_DELTA)).toBe(true);
    const text = textOf(events, deltas[0]!.messageId, "REASONING_MESSAGE_CONTENT");
    expect(text).toHaveLength(bytes);
    expect(text.startsWith("Let me check the sources again")).toBe(true);
    const answerId = events.find((e) => e.type === "TEXT_MESSAGE_START")!.messageId;
    expect(textOf(events, answerId)).toContain(`That was ${bytes} characters of reasoning.`);
  });

});
