// Bad input from Ollama's /api/chat stream: each case has a defined result (kept, shown, a diagnostic), never a lost
// answer or a throw. Plain iterables of chunks as the server sends them.
import type { Event as AgUiEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import type { ChatResponse } from "ollama";
import { ollamaToAgUi } from "@reasoning-ui/agent";
import { from } from "../fixtures";

describe("Ollama bad input", () => {
  it("thinking after the answer began and thinking on a tool-call chunk are shown and reported", async () => {
    const o = (message: Record<string, unknown>, done = false) => ({ model: "m", message: { role: "assistant", content: "", ...message }, done }) as unknown as ChatResponse;
    const diagnostics: string[] = [];
    const events: AgUiEvent[] = [];
    const chunks = [o({ content: "Hi. " }), o({ thinking: "hmm" }), o({ thinking: "call it", tool_calls: [{ function: { name: "f", arguments: { a: 1 } } }] }), o({}, true)];
    for await (const e of ollamaToAgUi(from(chunks), { threadId: "t", runId: "r", onDiagnostic: (d) => diagnostics.push(d.code) })) events.push(e);
    expect(diagnostics).toEqual(["reasoning_after_text", "reasoning_with_tool_call"]);
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_CONTENT").map((e) => (e as { delta: string }).delta)).toEqual(["hmm", "call it"]);
    expect(events.find((e) => e.type === "TOOL_CALL_ARGS")).toMatchObject({ delta: '{"a":1}' });
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
  });
});
