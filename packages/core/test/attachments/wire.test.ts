/**
 * Attachments on the wire (issue 38): a user message's parts go out as AG-UI 1.0 types them and are resent
 * byte-identical on later turns; strict mode rejects malformed parts, lenient keeps what it can; MESSAGES_SNAPSHOT,
 * history and the AI SDK source keep parts; edits keep them; the timeline leads a turn with them.
 */
import { describe, expect, it } from "vitest";
import type { BaseEvent, ContentPart, UserMessage } from "@ag-ui/core";
import { AgentProtocolError, createAgentSession, createAgentStore, dataSource, selectTurnTimeline, toContentPart, urlSource } from "../../src/index";
import { strict } from "../../src/strict/index";
import { toUIMessages } from "../../src/transport/aiSdk/index";
import { fakeRunner } from "../session/fakeRunner";

const B64 = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256)).toString("base64");
const image = toContentPart({ source: dataSource(B64, "image/png"), name: "chart.png" });
const pdf = toContentPart({ source: urlSource("https://files.example/u/7", "application/pdf"), name: "contract.pdf", size: 48213 });

describe("sending parts", () => {
  it("run({ text, parts }) sends UserMessage.content as parts; later turns resend them byte-identical", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner });
    await session.run({ text: "What is this?", parts: [image, pdf] });
    await session.run("And the PDF?");
    await session.run("Thanks");
    const first = inputs[0]!.messages.find((m) => m.role === "user") as UserMessage;
    expect(first.content).toEqual([{ type: "text", text: "What is this?" }, image, pdf]);
    const wire = JSON.stringify(first);
    for (const input of inputs.slice(1)) expect(JSON.stringify(input.messages.find((m) => m.id === first.id))).toBe(wire);
    // the store holds the very part objects the app built (never copied or re-encoded)
    const stored = session.store.getState().messages.find((m) => m.id === first.id) as UserMessage;
    expect((stored.content as ContentPart[])[1]).toBe(image);
    // a plain string still sends a string
    expect(inputs[1]!.messages.at(-1)).toMatchObject({ role: "user", content: "And the PDF?" });
  });

  it("edit(id, text) keeps the message's attachments; edit(id, { text, parts }) replaces them", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner });
    await session.run({ text: "Look", parts: [image] });
    const id = session.store.getState().messages[0]!.id;
    await session.edit(id, "Look closer");
    expect(inputs[1]!.messages.at(-1)!.content).toEqual([{ type: "text", text: "Look closer" }, image]);
    const edited = session.store.getState().messages[0]!.id;
    await session.edit(edited, { text: "Only the PDF", parts: [pdf] });
    expect(inputs[2]!.messages.at(-1)!.content).toEqual([{ type: "text", text: "Only the PDF" }, pdf]);
  });
});

describe("malformed parts", () => {
  const bad = [{ type: "text", text: "hi" }, image, { type: "image", source: { type: "data", value: "<script>", mimeType: "image/png" } }, { type: "hologram" }] as never;

  it("lenient: parts of a wrong shape are left out (one diagnostic each, never their data); the rest is kept, bad base64 included (the agent checks it)", () => {
    const store = createAgentStore();
    const shapes = [...(bad as unknown[]), { type: "image", source: { type: "ftp", value: "x" } }, { type: "text" }, "oops"];
    store.getState().addMessage({ id: "u1", role: "user", content: shapes as never });
    expect(store.getState().messages[0]!.content).toEqual([{ type: "text", text: "hi" }, image, (bad as unknown[])[2]]);
    const diags = store.getState().diagnostics.filter((d) => d.code === "invalid_content_part");
    expect(diags.map((d) => d.params)).toEqual([
      { id: "u1", index: 3, problem: "unknown_type" },
      { id: "u1", index: 4, problem: "source" },
      { id: "u1", index: 5, problem: "text" },
      { id: "u1", index: 6, problem: "not_object" },
    ]);
    expect(JSON.stringify(diags)).not.toContain("ftp");
    // a well-formed message is kept as the same object
    const good: UserMessage = { id: "u2", role: "user", content: [image] };
    store.getState().addMessage(good);
    expect(store.getState().messages[1]).toBe(good);
  });

  it("strict: addMessage refuses the message (diagnostic), a MESSAGES_SNAPSHOT is rejected with AgentProtocolError", () => {
    const store = createAgentStore({ strict });
    store.getState().addMessage({ id: "u1", role: "user", content: bad });
    expect(store.getState().messages).toEqual([]);
    expect(store.getState().diagnostics.map((d) => d.code)).toContain("invalid_content_part");
    const events = [
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "MESSAGES_SNAPSHOT", messages: [{ id: "u1", role: "user", content: bad }] },
    ] as BaseEvent[];
    expect(() => store.getState().applyEvents(events)).toThrow(AgentProtocolError);
    expect(store.getState().messages).toEqual([]);
  });

  it("strict session: run with a malformed part sends nothing", async () => {
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner, store: createAgentStore({ strict }) });
    await session.run({ text: "x", parts: [{ type: "image", source: { type: "data", value: "%%", mimeType: "image/png" } }] as never });
    expect(inputs).toHaveLength(0);
    expect(session.store.getState().messages).toEqual([]);
  });
});

describe("parts kept by every way in", () => {
  it("MESSAGES_SNAPSHOT and history keep a user's and a tool's parts", () => {
    const store = createAgentStore();
    const user: UserMessage = { id: "u1", role: "user", content: [{ type: "text", text: "see" }, image] };
    const tool = { id: "t1", role: "tool", toolCallId: "c1", content: [pdf] };
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "MESSAGES_SNAPSHOT", messages: [user, { id: "a1", role: "assistant", toolCalls: [{ id: "c1", type: "function", function: { name: "fetch", arguments: "{}" } }] }, tool] },
      { type: "RUN_FINISHED", threadId: "t", runId: "r" },
    ] as BaseEvent[]);
    expect(store.getState().messages[0]!.content).toEqual(user.content);
    expect(store.getState().messages[2]!.content).toEqual([pdf]);
    const history = createAgentStore({ messages: [user] });
    expect(history.getState().messages[0]!.content).toEqual(user.content);
  });

  it("the AI SDK source sends them as file parts (data URL or URL, filename)", () => {
    const [ui] = toUIMessages([{ id: "u1", role: "user", content: [{ type: "text", text: "see" }, image, pdf] }]);
    expect(ui!.parts).toEqual([
      { type: "text", text: "see" },
      { type: "file", mediaType: "image/png", url: `data:image/png;base64,${B64}`, filename: "chart.png" },
      { type: "file", mediaType: "application/pdf", url: "https://files.example/u/7", filename: "contract.pdf" },
    ]);
  });
});

describe("timeline", () => {
  it("the user's attachments lead the turn once the agent takes a step; a tool result's follow its tool step", () => {
    const store = createAgentStore();
    store.getState().addMessage({ id: "u1", role: "user", content: [{ type: "text", text: "see" }, image, pdf] });
    expect(selectTurnTimeline(store.getState(), "u1").steps).toEqual([]);
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "**Reading the chart**" },
      { type: "REASONING_MESSAGE_END", messageId: "r1" },
      { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "screenshot", parentMessageId: "a1" },
      { type: "TOOL_CALL_END", toolCallId: "c1" },
    ] as BaseEvent[]);
    store.getState().applyEvents([
      { type: "MESSAGES_SNAPSHOT", messages: [
        ...store.getState().messages.filter((m) => m.role !== "tool"),
        { id: "t1", role: "tool", toolCallId: "c1", content: [toContentPart({ source: urlSource("https://x/s.png", "image/png"), name: "shot.png" })] },
      ] },
      { type: "RUN_FINISHED", threadId: "t", runId: "r" },
    ] as BaseEvent[]);
    const steps = selectTurnTimeline(store.getState(), "u1").steps;
    expect(steps.map((s) => [s.kind, s.title, s.status])).toEqual([
      ["attachment", "chart.png", "complete"],
      ["attachment", "contract.pdf", "complete"],
      ["reasoning", "Reading the chart", "complete"],
      ["tool", "screenshot", "complete"],
      ["attachment", "shot.png", "complete"],
    ]);
    expect(steps[0]!.attachment).toMatchObject({ kind: "image", messageId: "u1", index: 1 });
    expect(steps[4]).toMatchObject({ toolCallId: "c1", messageIds: ["t1"] });
    const again = selectTurnTimeline(store.getState(), "u1", selectTurnTimeline(store.getState(), "u1"));
    expect(again.steps[0]!.attachment).toBe(steps[0]!.attachment);
  });
});

describe("history with a malformed part", () => {
  it("a strict store's initial history keeps the message, without the bad part (never drops an earlier message)", () => {
    const store = createAgentStore({
      strict,
      messages: [{ id: "u1", role: "user", content: [{ type: "text", text: "kept" }, { type: "image", source: { type: "data", value: "AA==AA", mimeType: "image/png" } }] } as never],
    });
    expect(store.getState().messages).toEqual([{ id: "u1", role: "user", content: [{ type: "text", text: "kept" }] }]);
    expect(store.getState().diagnostics.map((d) => d.params)).toEqual([{ id: "u1", index: 1, problem: "base64" }]);
  });
});
