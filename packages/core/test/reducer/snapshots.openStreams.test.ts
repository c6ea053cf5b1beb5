/**
 * Issue 10, held-out protocol defects: a MESSAGES_SNAPSHOT arriving while a text message, a tool call or a
 * reasoning message is open (and not containing it) must not make the store forget the open stream — the
 * reference's `verifyEvents` keeps tracking it, so the following content and `*_END` are valid — and a repeated
 * TOOL_CALL_START for a call still open renames it, as `@ag-ui/client` 1.x `defaultApplyEvents` does.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as client from "@ag-ui/client";
import { describe, expect, it } from "vitest";
import { createAgentStore } from "../../src/index";
import { codes, ev, runFinished, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

const clientPkg = fs.realpathSync(path.resolve(import.meta.dirname, "../../../../node_modules/@ag-ui/client/package.json"));
const rxjs = createRequire(clientPkg)("rxjs") as { from(v: unknown[]): { pipe(...ops: unknown[]): unknown }; lastValueFrom<T>(s: unknown): Promise<T>; toArray(): unknown };

/** Whether `@ag-ui/client` 1.x `verifyEvents` accepts the stream. */
async function referenceAccepts(events: unknown[]): Promise<boolean> {
  try {
    await rxjs.lastValueFrom(rxjs.from(structuredClone(events)).pipe(client.verifyEvents(false), rxjs.toArray() as never));
    return true;
  } catch {
    return false;
  }
}

const snapshot = ev("MESSAGES_SNAPSHOT", { messages: [{ id: "u1", role: "user", content: "hi" }, { id: "r0", role: "reasoning", content: "earlier" }] });

const cases = {
  text: [runStarted(), ev("TEXT_MESSAGE_START", { messageId: "t1", role: "assistant" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "t1", delta: "a" }), snapshot, ev("TEXT_MESSAGE_CONTENT", { messageId: "t1", delta: "b" }), ev("TEXT_MESSAGE_END", { messageId: "t1" }), runFinished()],
  "tool call": [runStarted(), ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "search" }), ev("TOOL_CALL_ARGS", { toolCallId: "c1", delta: '{"q":' }), snapshot, ev("TOOL_CALL_ARGS", { toolCallId: "c1", delta: '"x"}' }), ev("TOOL_CALL_END", { toolCallId: "c1" }), runFinished()],
  reasoning: [runStarted(), ev("REASONING_MESSAGE_START", { messageId: "r1", role: "reasoning" }), ev("REASONING_MESSAGE_CONTENT", { messageId: "r1", delta: "a" }), snapshot, ev("REASONING_MESSAGE_CONTENT", { messageId: "r1", delta: "b" }), ev("REASONING_MESSAGE_END", { messageId: "r1" }), runFinished()],
  "end right after": [runStarted(), ev("TEXT_MESSAGE_START", { messageId: "t1" }), ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "s", parentMessageId: "t1" }), snapshot, ev("TOOL_CALL_END", { toolCallId: "c1" }), ev("TEXT_MESSAGE_END", { messageId: "t1" }), runFinished()],
};

describe("MESSAGES_SNAPSHOT while a stream is open", () => {
  for (const [name, events] of Object.entries(cases)) {
    it(`${name}: the reference accepts it, strict accepts it, lenient records no protocol diagnostic`, async () => {
      expect(await referenceAccepts(events)).toBe(true);
      const strict = createAgentStore({ threadId: "thread-1", strict: strictVerification });
      for (const e of events) expect(() => strict.getState().applyEvent(e)).not.toThrow();
      expect(strict.getState().status).toBe("finished");
      const lenient = createAgentStore({ threadId: "thread-1" });
      lenient.getState().applyEvents(events);
      expect(codes(lenient).filter((c) => c !== "stream_dropped_by_snapshot")).toEqual([]);
      expect(lenient.getState().status).toBe("finished");
    });
  }

  it("the text after the snapshot is kept on the message built again", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    store.getState().applyEvents(cases.text);
    expect(store.getState().messages).toEqual([
      { id: "u1", role: "user", content: "hi" },
      { id: "r0", role: "reasoning", content: "earlier" },
      { id: "t1", role: "assistant", content: "b" },
    ]);
    const tools = createAgentStore({ threadId: "thread-1" });
    tools.getState().applyEvents(cases["tool call"]);
    const holder = tools.getState().messages.find((m) => m.role === "assistant");
    expect(holder?.toolCalls).toEqual([{ id: "c1", type: "function", function: { name: "search", arguments: '"x"}' } }]);
    expect(codes(tools)).toEqual(["stream_dropped_by_snapshot"]);
  });

  it("a second RUN_FINISHED check still sees the stream open until its end (strict)", () => {
    const strict = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    strict.getState().applyEvents([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "t1" }), snapshot]);
    expect(() => strict.getState().applyEvent(runFinished())).toThrow(/still active/);
  });
});

describe("a repeated TOOL_CALL_START", () => {
  it("for a call still open renames it (lenient), as the reference's apply step does", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    store.getState().applyEvents([runStarted(), ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "old" }), ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "new" })]);
    const first = store.getState().messages[0];
    const call = first?.role === "assistant" ? first.toolCalls?.[0] : undefined;
    expect(call?.function.name).toBe("new");
    expect(codes(store)).toEqual(["overlapping_start"]);
  });

  it("is rejected in strict mode, as verifyEvents rejects it", async () => {
    const events = [runStarted(), ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "old" }), ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "new" })];
    expect(await referenceAccepts(events)).toBe(false);
    const strict = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    expect(() => strict.getState().applyEvents(events)).toThrow(/already open/);
  });
});
