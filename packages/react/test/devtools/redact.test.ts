import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_STRING, jsonSize, redactEvent, shortHash } from "../../src/devtools/redact";

describe("redactEvent", () => {
  it("replaces every encrypted value, at any depth, by its length; the copy never holds the value", () => {
    const event = { type: "MESSAGES_SNAPSHOT", messages: [{ id: "r", encryptedValue: "SECRET-1" }, { toolCalls: [{ encryptedValue: "SECRET-22" }] }] };
    const { value, secrets } = redactEvent(event);
    expect(JSON.stringify(value)).not.toContain("SECRET");
    expect(secrets.map((s) => [s.path, s.length])).toEqual([
      ["messages[0].encryptedValue", 8],
      ["messages[1].toolCalls[0].encryptedValue", 9],
    ]);
    expect((value as { messages: Array<{ encryptedValue: unknown }> }).messages[0]!.encryptedValue).toEqual({ $encrypted: true, length: 8 });
    expect(event.messages[0]!.encryptedValue).toBe("SECRET-1");
  });

  it("cuts long strings, deep nesting and wide objects", () => {
    const { value } = redactEvent({ delta: "x".repeat(MAX_STRING + 10) });
    expect((value as { delta: string }).delta).toBe(`${"x".repeat(MAX_STRING)}…[+10 chars]`);
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 20; i++) deep = deep.next = {};
    expect(JSON.stringify(redactEvent(root).value)).toContain("[…]");
    const wide = redactEvent({ items: Array.from({ length: 1000 }, (_, i) => i) }).value as { items: unknown[] };
    expect(wide.items.length).toBeLessThan(1000);
    expect(wide.items.at(-1)).toMatch(/^\[\+\d+ items\]$/);
  });
});

describe("jsonSize and shortHash", () => {
  it("jsonSize is the JSON length, undefined when the event cannot be serialised", () => {
    expect(jsonSize({ a: 1 })).toBe(7);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonSize(cyclic)).toBeUndefined();
  });

  it("shortHash is the first 8 hex digits of the SHA-256", async () => {
    expect(await shortHash("opaque")).toBe(createHash("sha256").update("opaque").digest("hex").slice(0, 8));
  });
});
