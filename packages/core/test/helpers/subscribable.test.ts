import { describe, expect, it, vi } from "vitest";
import { createListeners } from "../../src/helpers/subscribable";

describe("createListeners", () => {
  it("calls each listener once per emit, in subscription order, with the emitted arguments", () => {
    const l = createListeners<[number, string]>();
    const calls: string[] = [];
    l.subscribe((n, s) => calls.push(`a${n}${s}`));
    l.subscribe((n, s) => calls.push(`b${n}${s}`));
    l.emit(1, "x");
    expect(calls).toEqual(["a1x", "b1x"]);
    expect(l.size).toBe(2);
  });
  it("unsubscribe removes only that listener, is idempotent, and a duplicate subscribe keeps one", () => {
    const l = createListeners();
    const f = vi.fn();
    const off = l.subscribe(f);
    l.subscribe(f);
    expect(l.size).toBe(1);
    off();
    off();
    l.emit();
    expect(f).not.toHaveBeenCalled();
    expect(l.size).toBe(0);
  });
  it("changes made during an emit apply to the next emit", () => {
    const l = createListeners();
    const late = vi.fn();
    const offSelf: { off?: () => void } = {};
    const first = vi.fn(() => {
      offSelf.off?.();
      l.subscribe(late);
    });
    offSelf.off = l.subscribe(first);
    l.emit();
    expect(first).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    l.emit();
    expect(first).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
  it("emits over the set as it is at each emit, through repeated emits and changes between them", () => {
    const l = createListeners<[n: number]>();
    const seen: string[] = [];
    const a = (n: number) => seen.push(`a${n}`);
    const b = (n: number) => seen.push(`b${n}`);
    const offA = l.subscribe(a);
    l.emit(1);
    l.emit(2);
    const offB = l.subscribe(b);
    l.emit(3);
    offA();
    l.emit(4);
    l.clear();
    l.emit(5);
    l.subscribe(a);
    l.emit(6);
    offB();
    expect(seen).toEqual(["a1", "a2", "a3", "b3", "b4", "a6"]);
  });

  it("a throwing listener does not stop the others; its error is rethrown in a microtask", async () => {
    const l = createListeners();
    const after = vi.fn();
    l.subscribe(() => {
      throw new Error("boom");
    });
    l.subscribe(after);
    const seen: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (cb) => original(() => { try { cb(); } catch (e) { seen.push(e); } });
    try {
      l.emit();
      await Promise.resolve();
      await Promise.resolve();
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(after).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
    expect((seen[0] as Error).message).toBe("boom");
  });
  it("onChange reports the size after each change, and clear empties the set", () => {
    const sizes: number[] = [];
    const l = createListeners(($) => sizes.push($));
    const off = l.subscribe(() => {});
    l.subscribe(() => {});
    off();
    l.clear();
    l.clear();
    expect(sizes).toEqual([1, 2, 1, 0]);
  });
});
