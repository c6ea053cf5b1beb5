// The history walk every input bridge shares: one provider response kept together across the tool results the
// store inserted between its parts.
import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { groupTurns } from "@reasoning-ui/agent";

describe("groupTurns", () => {
  it("groupTurns keeps one response together across the tool results the store inserted, and splits by key", () => {
    const messages: Message[] = [
      { id: "m1:0", role: "reasoning", content: "a", encryptedValue: "s1" },
      { id: "m1:1", role: "assistant", toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" } }] },
      { id: "r1", role: "tool", toolCallId: "c1", content: "1" },
      { id: "m1:2", role: "reasoning", content: "b", encryptedValue: "s2" },
      { id: "m1:3", role: "assistant", toolCalls: [{ id: "c2", type: "function", function: { name: "f", arguments: "{}" } }] },
      { id: "r2", role: "tool", toolCallId: "c2", content: "2" },
      { id: "m2:0", role: "assistant", content: "done" },
    ];
    const key = (m: Message) => /^(.+):\d+$/.exec(m.id)?.[1];
    expect(groupTurns(messages, key).map((t) => (t.kind === "assistant" ? [t.parts.map((p) => p.id), t.results.map((r) => r.id)] : t.message.id))).toEqual([
      [["m1:0", "m1:1", "m1:2", "m1:3"], ["r1", "r2"]],
      [["m2:0"], []],
    ]);
    // Without keys, position decides: a result closes the assistant side.
    expect(groupTurns(messages, () => undefined).filter((t) => t.kind === "assistant")).toHaveLength(3);
  });
});
