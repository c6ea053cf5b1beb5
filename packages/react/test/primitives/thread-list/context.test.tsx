import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useThreadListContext } from "../../../src/primitives/thread-list/context";
import { root } from "./threads.fixture";

describe("useThreadListContext", () => {
  it("gives a part of your own the root's threads and active id", () => {
    function Count() {
      const { threads, activeThreadId } = useThreadListContext("Count");
      return <output>{`${threads.length} / ${activeThreadId}`}</output>;
    }
    render(root(<Count />).ui);
    expect(screen.getByRole("status")).toHaveTextContent("3 / t1");
  });

  it("outside a Root it throws naming the part", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Count() {
      useThreadListContext("Count");
      return null;
    }
    expect(() => render(<Count />)).toThrow("`Count` must be used within `ThreadList.Root`");
    vi.restoreAllMocks();
  });
});
