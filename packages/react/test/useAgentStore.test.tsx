import { act, render } from "@testing-library/react";
import { useState } from "react";
import { shallow } from "zustand/shallow";
import { describe, expect, it } from "vitest";
import { AgentProvider, useAgentStore } from "../src";
import { newStore } from "./helpers";

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
});
