import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HIDDEN_THINK_MS, pickScenario } from "../src/index";
import { type Ev, input, run, shape, startAgent, textOf, user } from "./helpers";

let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent();
});
afterAll(() => ctx.agent.close());

const scenario = (name: string) => run(ctx.url, input([user("hello")], { scenario: name }));
const VERIFIED_0 = "Verified 0 encrypted reasoning items from earlier turns.";

function expectWellFormed(events: Ev[]) {
  for (const e of events) expect(typeof e.timestamp).toBe("number");
  const stamps = events.map((e) => e.timestamp!);
  expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
}

describe("scenarios", () => {
  it("visible: a reasoning span with a streamed chain, then the answer", async () => {
    const { res, events } = await scenario("visible");
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
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
    expectWellFormed(events);
    const [, span, msg] = events as [Ev, Ev, Ev];
    expect(span.messageId).not.toBe(msg.messageId);
    expect(msg.role).toBe("reasoning");
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_CONTENT").length).toBeGreaterThan(20);
    expect(textOf(events, msg.messageId, "REASONING_MESSAGE_CONTENT")).toMatch(/^The user wants .*\. Finally, .*\.$/);
    const answer = events.find((e) => e.type === "TEXT_MESSAGE_START")!;
    expect(answer.role).toBe("assistant");
    expect(textOf(events, answer.messageId).startsWith(`${VERIFIED_0} `)).toBe(true);
  });

  it("summary: visible summary, then an encrypted value on that reasoning message", async () => {
    const { events } = await scenario("summary");
    expect(shape(events)).toEqual([
      "RUN_STARTED",
      "REASONING_START",
      "REASONING_MESSAGE_START",
      "REASONING_MESSAGE_CONTENT*",
      "REASONING_MESSAGE_END",
      "REASONING_ENCRYPTED_VALUE",
      "REASONING_END",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT*",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    const msg = events.find((e) => e.type === "REASONING_MESSAGE_START")!;
    const enc = events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")!;
    expect(enc).toMatchObject({ subtype: "message", entityId: msg.messageId });
    expect(enc.encryptedValue.split(".")).toHaveLength(5);
  });

  it("hidden: no visible content, an encrypted value, and a known duration", async () => {
    const { events } = await scenario("hidden");
    expect(shape(events)).toEqual([
      "RUN_STARTED",
      "REASONING_START",
      "REASONING_MESSAGE_START",
      "REASONING_MESSAGE_END",
      "REASONING_ENCRYPTED_VALUE",
      "REASONING_END",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT*",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    expectWellFormed(events);
    const start = events.find((e) => e.type === "REASONING_START")!;
    const end = events.find((e) => e.type === "REASONING_END")!;
    expect(end.messageId).toBe(start.messageId);
    expect(end.timestamp! - start.timestamp!).toBeGreaterThanOrEqual(HIDDEN_THINK_MS);
    const msg = events.find((e) => e.type === "REASONING_MESSAGE_START")!;
    expect(events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")!.entityId).toBe(msg.messageId);
  });

  it("tool: a tool call with encrypted reasoning attached to it, its result, then the answer", async () => {
    const { events } = await scenario("tool");
    expect(shape(events)).toEqual([
      "RUN_STARTED",
      "TOOL_CALL_START",
      "TOOL_CALL_ARGS*",
      "TOOL_CALL_END",
      "REASONING_ENCRYPTED_VALUE",
      "TOOL_CALL_RESULT",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT*",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    const start = events.find((e) => e.type === "TOOL_CALL_START")!;
    expect(start).toMatchObject({ toolCallName: "get_weather" });
    expect(typeof start.parentMessageId).toBe("string");
    const args = events.filter((e) => e.type === "TOOL_CALL_ARGS").map((e) => e.delta).join("");
    expect(JSON.parse(args)).toEqual({ city: "Paris" });
    expect(events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")).toMatchObject({
      subtype: "tool-call",
      entityId: start.toolCallId,
    });
    const result = events.find((e) => e.type === "TOOL_CALL_RESULT")!;
    expect(result).toMatchObject({ toolCallId: start.toolCallId, role: "tool" });
    expect(JSON.parse(result.content)).toMatchObject({ city: "Paris" });
  });

  it("chunk: REASONING_MESSAGE_CHUNK closed by an empty delta, encrypted value, TEXT_MESSAGE_CHUNK answer", async () => {
    const { events } = await scenario("chunk");
    expect(shape(events)).toEqual([
      "RUN_STARTED",
      "REASONING_START",
      "REASONING_MESSAGE_CHUNK*",
      "REASONING_ENCRYPTED_VALUE",
      "REASONING_END",
      "TEXT_MESSAGE_CHUNK*",
      "RUN_FINISHED",
    ]);
    const chunks = events.filter((e) => e.type === "REASONING_MESSAGE_CHUNK");
    const id = chunks[0]!.messageId;
    expect(chunks.every((c) => c.messageId === id)).toBe(true);
    expect(chunks.at(-1)!.delta).toBe("");
    expect(chunks.slice(0, -1).every((c) => c.delta !== "")).toBe(true);
    expect(events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")!.entityId).toBe(id);
    const text = events.filter((e) => e.type === "TEXT_MESSAGE_CHUNK").map((e) => e.delta).join("");
    expect(text.startsWith(VERIFIED_0)).toBe(true);
  });

  it("legacy: THINKING_* events without ids, then the answer", async () => {
    const { events } = await scenario("legacy");
    expect(shape(events)).toEqual([
      "RUN_STARTED",
      "THINKING_START",
      "THINKING_TEXT_MESSAGE_START",
      "THINKING_TEXT_MESSAGE_CONTENT*",
      "THINKING_TEXT_MESSAGE_END",
      "THINKING_END",
      "TEXT_MESSAGE_START",
      "TEXT_MESSAGE_CONTENT*",
      "TEXT_MESSAGE_END",
      "RUN_FINISHED",
    ]);
    expect(events[1]!.title).toBeTruthy();
    for (const e of events.filter((e) => e.type.startsWith("THINKING_"))) expect(e.messageId).toBeUndefined();
  });

  it("error: RUN_ERROR demo_error mid-reasoning, no END events", async () => {
    const { events, broken } = await scenario("error");
    expect(broken).toBe(false);
    expect(shape(events)).toEqual(["RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT*", "RUN_ERROR"]);
    expect(events.at(-1)).toMatchObject({ code: "demo_error", message: expect.any(String) });
  });

  it("cut: the connection breaks mid-reasoning, without RUN_FINISHED", async () => {
    const { events, broken } = await scenario("cut");
    expect(broken).toBe(true);
    expect(shape(events)).toEqual(["RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT*"]);
    // The agent keeps serving after a cut.
    expect((await scenario("visible")).events.at(-1)!.type).toBe("RUN_FINISHED");
  });

  it("ids are unique within a run and prefixed by the runId", async () => {
    const { events } = await run(ctx.url, input([user("x")], { scenario: "summary" }, "run-ids"));
    const starts = events.filter((e) => /_START$/.test(e.type) && e.type !== "RUN_STARTED");
    const ids = starts.map((e) => e.messageId ?? e.toolCallId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith("run-ids-")).toBe(true);
  });
});

describe("pickScenario", () => {
  const pick = (content: unknown, forwardedProps?: unknown) =>
    pickScenario({ messages: [{ id: "a", role: "user", content: "tool" }, { id: "b", role: "user", content }], forwardedProps });

  it("uses forwardedProps.scenario first", () => expect(pick("summary", { scenario: "hidden" })).toBe("hidden"));
  it("else the first keyword in the latest user message, case-insensitively", () => {
    expect(pick("Please show a SUMMARY, not hidden")).toBe("summary");
    expect(pick([{ type: "text", text: "legacy please" }])).toBe("legacy");
  });
  it("matches whole words only and defaults to visible", () => {
    expect(pick("toolbox errors")).toBe("visible");
    expect(pick("hi", { scenario: "nope" })).toBe("visible");
  });
  it("the keyword in the message text picks the scenario over HTTP", async () => {
    const { events } = await run(ctx.url, input([user("Do the legacy one")]));
    expect(events[1]!.type).toBe("THINKING_START");
  });
});
