import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { effortSupport, reasoningForwardedProps } from "../../src";

let origin = "";
const server = createServer((req, res) => {
  const path = req.url ?? "/";
  if (path === "/ok/capabilities") return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ reasoning: { supported: false } }));
  if (path === "/array/capabilities") return void res.writeHead(200).end("[1,2]");
  if (path === "/junk/capabilities") return void res.writeHead(200).end("not json");
  if (path === "/huge/capabilities") return void res.writeHead(200).end(JSON.stringify({ custom: { pad: "x".repeat(100_000) } }));
  if (path === "/slow/capabilities") return void setTimeout(() => res.writeHead(200).end("{}"), 2000);
  if (path === "/auth/capabilities") return void res.writeHead(200).end(JSON.stringify({ identity: { name: req.headers.authorization } }));
  res.writeHead(404).end('{"error":"no"}');
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("effortSupport", () => {
  it("reads reasoning.supported and custom.reasoningEffort, tolerating anything else", () => {
    expect(effortSupport(undefined)).toEqual({ reasoning: "unknown", efforts: ["off", "low", "medium", "high"] });
    expect(effortSupport({ reasoning: { supported: false } })).toEqual({ reasoning: "unsupported", efforts: ["off", "low", "medium", "high"] });
    expect(
      effortSupport({ reasoning: { supported: true }, custom: { reasoningEffort: { efforts: ["high", "low", "max"], budgetTokens: { min: 1024.5, max: 8000 } } } }),
    ).toEqual({ reasoning: "supported", efforts: ["low", "high"], budgetTokens: { min: 1024, max: 8000 } });
    expect(effortSupport({ custom: { reasoningEffort: { efforts: "all", budgetTokens: { min: 9, max: 2 } } } } as never)).toEqual({
      reasoning: "unknown",
      efforts: ["off", "low", "medium", "high"],
    });
    expect(effortSupport({ reasoning: "yes", custom: null } as never).reasoning).toBe("unknown");
  });
});

describe("reasoningForwardedProps", () => {
  it("builds forwardedProps.reasoning, dropping a budget for off and junk", () => {
    expect(reasoningForwardedProps({ effort: "high", budgetTokens: 8000.9 })).toEqual({ reasoning: { effort: "high", budgetTokens: 8000 } });
    expect(reasoningForwardedProps({ effort: "off", budgetTokens: 8000 })).toEqual({ reasoning: { effort: "off" } });
    expect(reasoningForwardedProps({ effort: "low", budgetTokens: Number.NaN })).toEqual({ reasoning: { effort: "low" } });
    expect(reasoningForwardedProps({ effort: "max" } as never)).toEqual({});
    expect(reasoningForwardedProps(undefined)).toEqual({});
  });
});
