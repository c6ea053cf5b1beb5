// What a bridge's agent advertises (AG-UI 1.0 capabilities with the kit's effort levels), and the JSON answer that
// carries it.
import { describe, expect, it } from "vitest";
import { agentCapabilitiesResponse, bridgeCapabilities } from "@reasoning-ui/agent";

describe("bridgeCapabilities", () => {
  it("advertises AG-UI 1.0 reasoning capabilities and the effort levels per provider", async () => {
    expect(bridgeCapabilities("anthropic")).toMatchObject({
      transport: { streaming: true },
      reasoning: { supported: true, streaming: true, encrypted: true },
      custom: { reasoningEffort: { efforts: ["off", "low", "medium", "high"], budgetTokens: { min: 1024, max: 128000 } } },
    });
    expect(bridgeCapabilities("chat").custom?.reasoningEffort).toEqual({ efforts: ["off", "low", "medium", "high"] });
    expect(bridgeCapabilities("openai", { reasoning: false })).toMatchObject({ reasoning: { supported: false }, custom: { reasoningEffort: { efforts: [] } } });
    const res = agentCapabilitiesResponse(bridgeCapabilities("ollama"), { headers: { "Access-Control-Allow-Origin": "*" } });
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect((await res.json()).reasoning).toEqual({ supported: true, streaming: true, encrypted: false });
  });
});
