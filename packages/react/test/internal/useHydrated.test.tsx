import { renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "../../src/internal/useHydrated";

describe("useHydrated", () => {
  it("is false in a server render and true in a client render", () => {
    function Probe() {
      return <span>{useHydrated() ? "client" : "server"}</span>;
    }
    expect(renderToString(<Probe />)).toContain("server");
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});
