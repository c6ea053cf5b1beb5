import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { ReactNode } from "react";
import { AgentContext, type AgentContextValue } from "../../src/context/AgentContext";
import { useCoalescedSelector } from "../../src/internal/useCoalescedSelector";

interface State {
  items: Record<string, number>;
  other: number;
}
const newStore = () => createStore<State>()(() => ({ items: { a: 1, b: 2 }, other: 0 }));
const uncoalesced = ({ children }: { children: ReactNode }) => (
  <AgentContext.Provider value={{ store: undefined, session: undefined, labels: undefined, unstyled: false, coalesce: false } satisfies AgentContextValue}>
    {children}
  </AgentContext.Provider>
);

/** Renders `useCoalescedSelector(store, selector, Object.is, arg)` and records each rendered value. */
function Probe<A, U>({ store, selector, arg, seen }: { store: StoreApi<State>; selector: (s: State, arg: A, previous: U | undefined) => U; arg: A; seen: unknown[] }) {
  seen.push(useCoalescedSelector(store, selector, Object.is, arg));
  return null;
}

describe("useCoalescedSelector", () => {
  it("calls the selector with its arg and its own previous result for that arg", () => {
    const store = newStore();
    const calls: Array<[string, unknown]> = [];
    const selector = vi.fn((s: State, key: string, previous: { key: string; value: number } | undefined) => {
      calls.push([key, previous]);
      const value = s.items[key]!;
      return previous && previous.value === value ? previous : { key, value };
    });
    const seen: unknown[] = [];
    const { rerender } = render(<Probe store={store} selector={selector} arg="a" seen={seen} />, { wrapper: uncoalesced });
    expect(calls[0]).toEqual(["a", undefined]);
    const first = seen.at(-1);
    act(() => store.setState({ other: 1 })); // a new state, the same item: the selector shares its previous result
    expect(calls.at(-1)).toEqual(["a", first]);
    expect(seen.at(-1)).toBe(first);
    act(() => store.setState({ items: { a: 5, b: 2 } }));
    expect(seen.at(-1)).toEqual({ key: "a", value: 5 });
    const renders = seen.length;
    rerender(<Probe store={store} selector={selector} arg="b" seen={seen} />); // another arg: a new selection
    expect(calls.at(-1)).toEqual(["b", undefined]);
    expect(seen.at(-1)).toEqual({ key: "b", value: 2 });
    expect(seen.length).toBe(renders + 1);
  });

  it("re-renders only when the selection changes, and keeps the identity of an equal selection", () => {
    const store = newStore();
    const seen: unknown[] = [];
    render(<Probe store={store} selector={(s: State) => s.items.a} arg={undefined} seen={seen} />, { wrapper: uncoalesced });
    act(() => store.setState({ other: 1 }));
    act(() => store.setState({ other: 2 }));
    expect(seen).toEqual([1]);
    act(() => store.setState({ items: { a: 3, b: 2 } }));
    expect(seen).toEqual([1, 3]);
  });

  it("re-renders at most once per animation frame by default (the store's frame view)", async () => {
    const store = newStore();
    const seen: unknown[] = [];
    render(<Probe store={store} selector={(s: State) => s.items.a} arg={undefined} seen={seen} />);
    act(() => {
      for (let i = 1; i <= 5; i++) store.setState({ items: { a: 10 + i, b: 2 } });
    });
    expect(seen).toEqual([1]);
    await act(async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
    expect(seen).toEqual([1, 15]);
  });
});
