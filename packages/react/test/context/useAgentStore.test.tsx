import { act, render } from "@testing-library/react";
import { useState } from "react";
import { shallow } from "zustand/shallow";
import { describe, expect, it } from "vitest";
import { AgentProvider, useAgentStore, useMessages } from "../../src";
import { newStore } from "../helpers";

describe("useAgentStore", () => {
  it("an inline selector with an equality function keeps the selection's identity across unrelated re-renders", () => {
    const store = newStore([{ id: "a", role: "user", content: "x" }]);
    const seen: unknown[] = [];
    let bump!: () => void;
    function Probe() {
      const [, set] = useState(0);
      bump = () => set((n) => n + 1);
      const ids = useAgentStore((s) => s.messages.map((m) => m.id), shallow);
      seen.push(ids);
      return null;
    }
    render(
      <AgentProvider store={store} coalesce={false}>
        <Probe />
      </AgentProvider>,
    );
    act(() => bump());
    act(() => bump());
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
    act(() => store.getState().addMessage({ id: "b", role: "user", content: "y" }));
    expect(seen.at(-1)).toEqual(["a", "b"]);
  });

  it("a selector returning a live container (the store writes it in place) still re-renders on every change, with a snapshot per change", () => {
    const store = newStore([{ id: "a", role: "user", content: "x" }]);
    const raw: unknown[][] = [];
    const hooked: unknown[][] = [];
    const records: unknown[] = [];
    function Probe() {
      raw.push(useAgentStore((s) => s.messages));
      hooked.push(useMessages());
      records.push(useAgentStore((s) => s.reasoning));
      return null;
    }
    render(
      <AgentProvider store={store} coalesce={false}>
        <Probe />
      </AgentProvider>,
    );
    const live = store.getState().messages;
    expect(raw.at(-1)).toEqual(live);
    expect(raw.at(-1)).not.toBe(live); // a snapshot, not the live array
    const renders = raw.length;
    act(() => store.getState().addMessage({ id: "b", role: "user", content: "y" }));
    expect(store.getState().messages).toBe(live); // the store wrote its array in place…
    expect(raw.length).toBeGreaterThan(renders); // …and the component still re-rendered
    expect(raw.at(-1)!.map((m) => (m as { id: string }).id)).toEqual(["a", "b"]);
    expect(hooked.at(-1)!.map((m) => (m as { id: string }).id)).toEqual(["a", "b"]);
    expect(raw[renders - 1]!.map((m) => (m as { id: string }).id)).toEqual(["a"]); // the earlier snapshot kept its list
    const reasoningBefore = records.at(-1);
    act(() =>
      store.getState().applyEvents([
        { type: "RUN_STARTED", threadId: "t", runId: "r" },
        { type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" },
      ] as never),
    );
    expect(records.at(-1)).not.toBe(reasoningBefore);
    expect(Object.keys(records.at(-1) as object)).toEqual(["r1"]);
    const n = hooked.length;
    act(() => store.getState().applyEvents([{ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "a" }] as never));
    expect(hooked.length).toBeGreaterThan(n);
    expect(hooked.at(-1)).not.toBe(hooked[n - 1]);
  });
});
