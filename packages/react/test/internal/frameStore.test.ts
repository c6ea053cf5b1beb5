import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { frameStore, NO_STORE } from "../../src/internal/frameStore";

const counter = () => createStore<{ n: number }>()(() => ({ n: 0 }));

/** Frames requested and not yet run, run by hand. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (fn: FrameRequestCallback) => queue.push(fn));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => void (queue[id - 1] = () => {}));
  return {
    get pending() {
      return queue.length;
    },
    run() {
      for (const fn of queue.splice(0)) fn(0);
    },
  };
}

describe("frameStore", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls each listener once per frame with the state read when the frame flushes", () => {
    const frame = frames();
    const store = counter();
    const view = frameStore(store);
    const seen: Array<[number, number]> = [];
    view.subscribe((state, previous) => seen.push([state.n, previous.n]));
    store.setState({ n: 1 });
    store.setState({ n: 2 });
    store.setState({ n: 3 });
    expect(seen).toEqual([]);
    expect(frame.pending).toBe(1);
    frame.run();
    expect(seen).toEqual([[3, 3]]);
  });

  it("hands out the store's own getState and getInitialState (a read from a listener does not come back through the view)", () => {
    const store = counter();
    const view = frameStore(store);
    expect(view.getState).toBe(store.getState);
    expect(view.getInitialState).toBe(store.getInitialState);
  });

  it("is one view per store, following the store from the first listener to the last one's unsubscribe", () => {
    const frame = frames();
    const store = counter();
    const view = frameStore(store);
    expect(frameStore(store)).toBe(view);
    const subscribe = vi.spyOn(store, "subscribe");
    const a = vi.fn();
    const b = vi.fn();
    const offA = view.subscribe(a);
    const offB = view.subscribe(b);
    expect(subscribe).toHaveBeenCalledTimes(1);
    store.setState({ n: 1 });
    frame.run();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    offA();
    store.setState({ n: 2 });
    frame.run();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    offB();
    store.setState({ n: 3 }); // nobody listens: no frame requested
    expect(frame.pending).toBe(0);
  });

  it("drops the frame of the last listener's unsubscribe, and keeps one subscription per listener function (as zustand does)", () => {
    const frame = frames();
    const store = counter();
    const view = frameStore(store);
    const listener = vi.fn();
    const off = view.subscribe(listener);
    view.subscribe(listener);
    store.setState({ n: 1 });
    off();
    frame.run();
    expect(listener).not.toHaveBeenCalled();
  });

  it("calls listeners synchronously where requestAnimationFrame is missing (node, server rendering)", () => {
    vi.stubGlobal("requestAnimationFrame", undefined);
    const store = counter();
    const view = frameStore(store);
    const seen: number[] = [];
    const off = view.subscribe((state) => seen.push(state.n));
    store.setState({ n: 1 });
    store.setState({ n: 2 });
    expect(seen).toEqual([1, 2]);
    off();
  });

  it("NO_STORE is an empty state that never changes", () => {
    const off = NO_STORE.subscribe(() => {
      throw new Error("never called");
    });
    expect(NO_STORE.getState()).toBe(NO_STORE.getInitialState());
    off();
  });
});
