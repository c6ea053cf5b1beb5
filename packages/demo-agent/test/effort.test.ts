import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Ev, input, run, startAgent, user } from "./helpers";

let ctx: Awaited<ReturnType<typeof startAgent>>;
beforeAll(async () => {
  ctx = await startAgent();
});
afterAll(() => ctx.agent.close());

const answerOf = (events: Ev[]) => events.filter((e) => e.type === "TEXT_MESSAGE_CONTENT").map((e) => e.delta).join("");
const reasoningOf = (events: Ev[]) => events.filter((e) => e.type === "REASONING_MESSAGE_CONTENT").map((e) => e.delta).join("");
const withEffort = (reasoning: unknown) => run(ctx.url, input([user("hello")], { scenario: "visible", reasoning }));

describe("capabilities", () => {
  it("GET /agent/capabilities serves AG-UI AgentCapabilities with the effort levels, CORS for local origins", async () => {
    const res = await fetch(`${ctx.url}/capabilities`, { headers: { Origin: "http://localhost:6006" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:6006");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toMatchObject({
      transport: { streaming: true },
      reasoning: { supported: true, streaming: true, encrypted: true },
      custom: { reasoningEffort: { efforts: ["off", "low", "medium", "high"], budgetTokens: { min: 256, max: 32768 } } },
    });
  });

  it("only GET and HEAD; other origins get no CORS header", async () => {
    const post = await fetch(`${ctx.url}/capabilities`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, OPTIONS");
    const foreign = await fetch(`${ctx.url}/capabilities`, { headers: { Origin: "https://evil.example" } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an agent built with capabilities: false has no such endpoint; custom ones are served as given", async () => {
    const none = await startAgent({ capabilities: false });
    const unsupported = await startAgent({ capabilities: { reasoning: { supported: false } } });
    try {
      expect((await fetch(`${none.url}/capabilities`)).status).toBe(404);
      expect(await (await fetch(`${unsupported.url}/capabilities`)).json()).toEqual({ reasoning: { supported: false }, transport: { streaming: true, resumable: true } });
    } finally {
      await none.agent.close();
      await unsupported.agent.close();
    }
  });
});

describe("forwardedProps.reasoning", () => {
  it("says which effort it got and thinks more for higher efforts", async () => {
    const low = await withEffort({ effort: "low" });
    const medium = await withEffort({ effort: "medium" });
    const high = await withEffort({ effort: "high", budgetTokens: 8000 });
    expect(answerOf(low.events)).toContain("Reasoning effort: low.");
    expect(answerOf(high.events)).toContain("Reasoning effort: high (budget 8000 tokens).");
    const [l, m, h] = [low, medium, high].map((r) => reasoningOf(r.events).length);
    expect(l).toBeGreaterThan(0);
    expect(m).toBeGreaterThan(l!);
    expect(h).toBeGreaterThan(m!);
  });

  it("off answers without a reasoning span", async () => {
    const { events } = await withEffort({ effort: "off", budgetTokens: 4000 });
    expect(events.some((e) => e.type.startsWith("REASONING"))).toBe(false);
    expect(answerOf(events)).toContain("Reasoning effort: off.");
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
  });

  it("a malformed request is ignored, not fatal; no sentence without a request", async () => {
    for (const reasoning of [{ effort: "extreme" }, "high", 42, null]) {
      const { events } = await withEffort(reasoning);
      expect(events.at(-1)!.type).toBe("RUN_FINISHED");
      expect(answerOf(events)).not.toContain("Reasoning effort");
      expect(reasoningOf(events).length).toBeGreaterThan(0);
    }
  });
});
