import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useTurnTimeline } from "../../src/hooks/useTurnTimeline";
import { apply } from "../helpers";
import { firstStep, question, rest } from "../primitives/timeline/turn.fixture";

describe("useTurnTimeline", () => {
  it("follows a turn's steps, reasoning and tools in order, from active to complete", async () => {
    const store = question();
    const { result } = renderHook(() => useTurnTimeline("u-1", store));
    await apply(store, ...firstStep);
    expect(result.current.status).toBe("active");
    expect(result.current.steps.map((s) => s.kind)).toEqual(["reasoning"]);
    await apply(store, ...rest);
    expect(result.current.status).toBe("complete");
    expect(result.current.steps.map((s) => [s.kind, s.title])).toEqual([
      ["reasoning", "Searching the docs"],
      ["tool", "search_docs"],
      ["reasoning", "Writing the answer"],
    ]);
  });
});
