import type { Server } from "node:http";
import { type RunLog, bridgeCapabilities, createRunLog } from "@reasoning-ui/agent";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { createProviderStep } from "./clients";
import type { ProviderConfig } from "./env";
import { startProviderReplay } from "./replay";
import type { DemoAgentOptions } from "../options";
import { serveAgent } from "../serve";
import { providerRun } from "./server";

export { DEFAULT_MODELS, KEY_VARIABLES, PROVIDERS, providerConfigFromEnv } from "./env";
export type { ProviderConfig, ProviderName } from "./env";
export { pickFixture, uniqueIds } from "./replay";

/** Options of {@link createProviderAgent}. */
export interface ProviderAgentOptions extends ProviderConfig, Omit<DemoAgentOptions, "key" | "paceMs"> {
  /** Replay mode only: delay between recorded chunks, ms (default 25, like `DEMO_AGENT_PACE_MS`). */
  paceMs?: number;
}

/** A provider-backed demo agent. */
export interface ProviderAgent {
  server: Server;
  /** `"live"`: the provider's API (or `baseURL`) with `apiKey`; `"replay"`: the recorded streams, no network. */
  mode: "live" | "replay";
  /** Replay mode: the local server the SDK talks to (its `requests` are what the SDK sent). */
  replay?: ReplayServer;
  listen(): Promise<{ url: string; origin: string; port: number; host: string }>;
  close(): Promise<void>;
}

/**
 * The demo agent on a real model: `POST /agent` runs the model through the provider's official SDK and
 * the `@reasoning-ui/agent` bridges (`forwardedProps.reasoning` mapped to the provider's effort
 * parameter); `GET /agent/capabilities` serves `bridgeCapabilities(provider)`. With `apiKey` it talks to the provider (or `baseURL`); without, it
 * starts a local replay server with the recorded streams in `test/fixtures/providers/` and points the
 * same SDK at it, so the same bridge code runs offline.
 *
 * @example
 * const agent = createProviderAgent({ provider: "anthropic", model: "claude-sonnet-4-6", port: 0 });
 * const { url } = await agent.listen(); // replay mode: no ANTHROPIC_API_KEY given
 */
export function createProviderAgent(options: ProviderAgentOptions): ProviderAgent {
  const mode = options.apiKey ? "live" : "replay";
  let replay: ReplayServer | undefined;
  let served: ReturnType<typeof serveAgent> | undefined;
  let runs: RunLog | undefined;
  const agent: ProviderAgent = {
    get server() {
      if (!served) throw new Error("Call listen() first.");
      return served.server;
    },
    mode,
    get replay() {
      return replay;
    },
    async listen() {
      if (mode === "replay") replay = await startProviderReplay(options.provider, options.paceMs ?? 25);
      const baseURL = replay ? replay.origin : options.baseURL;
      const step = createProviderStep(options.provider, { model: options.model, apiKey: options.apiKey ?? "replay", ...(baseURL && { baseURL }) });
      const label = `${options.provider} ${options.model} (${mode})`;
      const capabilities = bridgeCapabilities(options.provider, { overrides: { identity: { name: "reasoning-ui-demo-agent", description: label } } });
      runs ??= options.runLog === false ? undefined : options.runLog && "attach" in options.runLog ? options.runLog : createRunLog({ ...(options.runLog || {}) });
      served = serveAgent(options, providerRun({ step, label, runs, ...(options.log && { log: options.log }) }), { provider: label }, capabilities, runs);
      return served.listen();
    },
    async close() {
      await served?.close();
      await replay?.close();
      if (runs && !(options.runLog && "attach" in options.runLog)) await runs.close();
    },
  };
  return agent;
}
