import type { Message } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { normalizeMessage } from "../../src/protocol/normalizeMessage";

describe("normalizeMessage", () => {
  it("turns encryptedContent into encryptedValue, byte-identical, on the message and its tool calls", () => {
    const message = {
      id: "a1",
      role: "assistant",
      encryptedContent: "eyJ+/=",
      toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" }, encryptedContent: "tc+/=" }],
    } as unknown as Message;
    expect(normalizeMessage(message)).toEqual({
      id: "a1",
      role: "assistant",
      encryptedValue: "eyJ+/=",
      toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" }, encryptedValue: "tc+/=" }],
    });
  });

  it("keeps encryptedValue when both are present, and returns the same object when nothing changes", () => {
    const both = { id: "r", role: "reasoning", content: "", encryptedValue: "new", encryptedContent: "old" } as unknown as Message;
    expect(normalizeMessage(both)).toEqual({ id: "r", role: "reasoning", content: "", encryptedValue: "new" });
    const plain: Message = { id: "u", role: "user", content: "Hi" };
    expect(normalizeMessage(plain)).toBe(plain);
  });
});
