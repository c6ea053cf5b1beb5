import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAgentCapabilities } from "../../src";

describe("useAgentCapabilities", () => {
  it("fetches <url>/capabilities in an effect, not during render; none offered → unknown", async () => {
    const fetch = vi.fn(async (url: string) =>
      url.startsWith("/no") ? new Response("nope", { status: 404 }) : Response.json({ reasoning: { supported: false } }),
    ) as unknown as typeof globalThis.fetch;
    const { result, rerender } = renderHook(({ url }) => useAgentCapabilities(url, { fetch }), { initialProps: { url: "/api/agent" } });
    expect(result.current.status).toBe("loading");
    expect(result.current.support.reasoning).toBe("unknown");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(fetch).toHaveBeenCalledWith("/api/agent/capabilities", expect.objectContaining({ method: "GET" }));
    expect(result.current.support).toEqual({ reasoning: "unsupported", efforts: ["off", "low", "medium", "high"] });
    rerender({ url: "/no/agent" });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("unknown"));
    expect(result.current.support.efforts).toHaveLength(4);
    await act(async () => {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks an AG-UI agent object's getCapabilities in an effect", async () => {
    const agent = { getCapabilities: vi.fn(async () => ({ reasoning: { supported: true } })) };
    const { result } = renderHook(() => useAgentCapabilities(agent));
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.support.reasoning).toBe("supported"));
    expect(agent.getCapabilities).toHaveBeenCalledOnce();
    const withoutMethod = {}; // e.g. @ag-ui/client 1.0's HttpAgent, which has no getCapabilities
    const bare = renderHook(() => useAgentCapabilities(withoutMethod));
    await waitFor(() => expect(bare.result.current.status).toBe("unknown"));
  });

  it("uses given capabilities without fetching", () => {
    const fetch = vi.fn();
    const { result } = renderHook(() => useAgentCapabilities("/x", { fetch, capabilities: { reasoning: { supported: true } } }));
    expect(result.current.status).toBe("ready");
    expect(result.current.support.reasoning).toBe("supported");
    expect(fetch).not.toHaveBeenCalled();
  });
});
