import { describe, expect, it } from "vitest";
import type { Message } from "@ag-ui/core";
import { Indexes, MAX_SHIFTED } from "../../src/reducer/positionIndex";

const msg = (id: string): Message => ({ id, role: "user", content: id });
const assistant = (id: string, calls: string[]): Message =>
  ({ id, role: "assistant", toolCalls: calls.map((c) => ({ id: c, type: "function", function: { name: "f", arguments: "{}" } })) }) as Message;

describe("the position index of the messages list", () => {
  it("sync records every position and tool call; appended adds one", () => {
    const list = [msg("a"), assistant("b", ["t1"])];
    const ix = new Indexes();
    expect(ix.sync(list)).toBe(true);
    expect(ix.sync(list)).toBe(false); // already describes it
    expect(ix.find(list, "b")).toBe(1);
    expect(ix.toolParent("t1")).toBe("b");
    list.push(assistant("c", ["t2"]));
    ix.appended(list, list[2]!);
    expect(ix.find(list, "c")).toBe(2);
    expect(ix.toolParent("t2")).toBe("c");
    expect(ix.find(list, "nope")).toBeUndefined();
  });

  it("an out-of-order insert writes one entry; shifted messages are found by a bounded scan and recorded again", () => {
    const list = ["a", "b", "c", "d"].map(msg);
    const ix = new Indexes();
    ix.sync(list);
    list.splice(1, 0, msg("x"));
    ix.inserted(list, 1, list[1]!);
    expect(ix.position.get("c")).toBe(2); // stale, not rewritten
    expect(ix.find(list, "c")).toBe(3); // found one place right, and fixed
    expect(ix.position.get("c")).toBe(3);
    expect(ix.find(list, "x")).toBe(1);
    expect(ix.find(list, "d")).toBe(4);
  });

  it("after MAX_SHIFTED inserts the shifted suffix is re-indexed once: positions exact again", () => {
    const list = ["a", "z"].map(msg);
    const ix = new Indexes();
    ix.sync(list);
    for (let i = 0; i <= MAX_SHIFTED; i++) {
      list.splice(1, 0, msg(`i${i}`));
      ix.inserted(list, 1, list[1]!);
    }
    expect(ix.shifted).toBeLessThanOrEqual(1);
    for (let i = 0; i < list.length; i++) expect(ix.find(list, list[i]!.id)).toBe(i);
  });

  it("replaced moves the position and the tool calls to the new message; derivedId skips ids in use", () => {
    const list = [assistant("a", ["t1"])];
    const ix = new Indexes();
    ix.sync(list);
    const next = assistant("b", ["t2"]);
    const old = list[0]!;
    list[0] = next;
    ix.replaced(0, old, next);
    expect(ix.find(list, "a")).toBeUndefined();
    expect(ix.find(list, "b")).toBe(0);
    expect(ix.toolParent("t1")).toBeUndefined();
    expect(ix.toolParent("t2")).toBe("b");
    list.push(msg("b:r"));
    ix.appended(list, list[1]!);
    expect(ix.derivedId("b", "r")).toBe("b:r-2");
    expect(ix.derivedId("b", "s")).toBe("b:s");
  });
});
