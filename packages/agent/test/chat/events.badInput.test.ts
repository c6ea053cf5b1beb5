// Issue 24 part 3, bad input: each case has a defined result (kept, shown, a diagnostic), never a lost
// answer or a throw. Plain iterables of chunks as the servers send them.
import type { Event as AgUiEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { type BridgeDiagnostic, type OpenAIChatChunk, agUiToOpenAIChatMessages, openaiChatToAgUi } from "@reasoning-ui/agent";
import { from } from "../fixtures";

const c = (delta: Record<string, unknown>, finish: string | null = null) =>
  ({ id: "cmpl", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta, finish_reason: finish }] }) as unknown as OpenAIChatChunk;

async function run(chunks: OpenAIChatChunk[], options: { thinkTags?: false | { openAtStart?: boolean } } = {}) {
  const diagnostics: BridgeDiagnostic[] = [];
  const events: AgUiEvent[] = [];
  for await (const e of openaiChatToAgUi(from(chunks), { threadId: "t", runId: "r", now: () => 1, onDiagnostic: (d) => diagnostics.push(d), ...options })) events.push(e);
  const text = (type: string) => events.filter((e) => e.type === type).map((e) => (e as { delta: string }).delta).join("");
  return { events, diagnostics: diagnostics.map((d) => d.code), reasoning: text("REASONING_MESSAGE_CONTENT"), answer: text("TEXT_MESSAGE_CONTENT"), last: events.at(-1)! };
}

describe("Chat Completions bad input", () => {
  it("reasoning_content and <think> tags at once: both shown as reasoning, the answer whole, a diagnostic", async () => {
    const r = await run([c({ reasoning_content: "field reasoning" }), c({ content: "<think>tag reasoning</think>The answer." }), c({}, "stop")]);
    expect(r.reasoning).toBe("field reasoningtag reasoning");
    expect(r.answer).toBe("The answer.");
    expect(r.diagnostics).toContain("think_with_reasoning_field");
    expect(r.last.type).toBe("RUN_FINISHED");
  });

  it("reasoning after the answer began: a new reasoning block, the answer in two messages, nothing lost", async () => {
    const r = await run([c({ content: "First part. " }), c({ reasoning_content: "wait, reconsider" }), c({ content: "Second part." }), c({}, "stop")]);
    expect(r.answer).toBe("First part. Second part.");
    expect(r.reasoning).toBe("wait, reconsider");
    expect(r.events.filter((e) => e.type === "TEXT_MESSAGE_START").map((e) => (e as { messageId: string }).messageId)).toEqual(["cmpl:0", "cmpl:2"]);
    expect(r.diagnostics).toEqual(["reasoning_after_text"]);
  });

  it("details without index continue the entry before; unknown types are kept for the round trip, not shown", async () => {
    const r = await run([
      c({ reasoning_details: [{ type: "reasoning.text", text: "Part one, " }] }),
      c({ reasoning_details: [{ type: "reasoning.text", text: "part two.", signature: "sig==" }] }),
      c({ reasoning_details: [{ type: "reasoning.future", blob: "x" }] }),
      c({ content: "Done." }),
      c({}, "stop"),
    ]);
    expect(r.reasoning).toBe("Part one, part two.");
    expect(r.diagnostics).toEqual(expect.arrayContaining(["reasoning_detail_without_index", "reasoning_detail_unknown"]));
    const envelope = r.events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE") as { encryptedValue: string };
    expect(JSON.parse(envelope.encryptedValue)).toEqual([{ type: "reasoning.text", text: "Part one, part two.", signature: "sig==" }, { type: "reasoning.future", blob: "x" }]);
    const back = agUiToOpenAIChatMessages([
      { id: "cmpl:0", role: "reasoning", content: "Part one, part two.", encryptedValue: envelope.encryptedValue },
      { id: "cmpl:1", role: "assistant", content: "Done." },
    ]);
    expect(JSON.stringify(back)).toBe(JSON.stringify([{ role: "assistant", content: "Done.", reasoning_details: JSON.parse(envelope.encryptedValue) }]));
  });

  it("only encrypted details: a hidden message marked encrypted on START", async () => {
    const r = await run([c({ reasoning_details: [{ type: "reasoning.encrypted", data: "opaque==", index: 0 }] }), c({ content: "Hi" }), c({}, "stop")]);
    expect(r.events.find((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject({ metadata: { reasoningUi: { hidden: "encrypted" } } });
    expect(r.answer).toBe("Hi");
  });

  it("a reasoning field on a tool-call delta: the reasoning first, then the call, a diagnostic", async () => {
    const r = await run([c({ reasoning_content: "need a tool", tool_calls: [{ index: 0, id: "call_1", function: { name: "f", arguments: "{}" } }] }), c({}, "tool_calls")]);
    expect(r.events.map((e) => e.type)).toEqual([
      "RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_END", "REASONING_END",
      "TOOL_CALL_START", "TOOL_CALL_ARGS", "TOOL_CALL_END", "RUN_FINISHED",
    ]);
    expect(r.diagnostics).toEqual(["reasoning_with_tool_call"]);
  });

  it("an unterminated <think>: kept as reasoning, the run finishes, a diagnostic; a missing opening tag with openAtStart", async () => {
    const open = await run([c({ content: "<think>never closed" }), c({}, "stop")]);
    expect(open.reasoning).toBe("never closed");
    expect(open.diagnostics).toEqual(["think_unterminated"]);
    expect(open.last.type).toBe("RUN_FINISHED");
    const unopened = await run([c({ content: "Reasoning first.</think>Answer." }), c({}, "stop")], { thinkTags: { openAtStart: true } });
    expect([unopened.reasoning, unopened.answer]).toEqual(["Reasoning first.", "Answer."]);
    const noOption = await run([c({ content: "Reasoning first.</think>Answer." }), c({}, "stop")]);
    expect(noOption.answer).toBe("Reasoning first.Answer.");
    expect(noOption.diagnostics).toEqual(["think_unopened"]);
  });

  it("junk chunks (no choices, null delta, non-string fields) are skipped without a throw", async () => {
    const junk = [{}, { choices: [] }, { choices: [{ delta: null }] }, { choices: [{ delta: { content: 5, reasoning_content: {} } }] }] as unknown as OpenAIChatChunk[];
    const r = await run([...junk, c({ content: "ok" }), c({}, "stop")]);
    expect(r.answer).toBe("ok");
    expect(r.last.type).toBe("RUN_FINISHED");
  });

  it("content_filter and a cut stream end with RUN_ERROR after the answer so far", async () => {
    expect((await run([c({ content: "par" }), c({}, "content_filter")])).last).toMatchObject({ type: "RUN_ERROR", code: "finish_content_filter" });
    const cut = await run([c({ content: "partial" })]);
    expect(cut.last).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
    expect(cut.answer).toBe("partial");
  });
});
