import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { createProviderStep } from "./clients";
import type { ProviderConfig } from "./env";
import { startProviderReplay } from "./replay";
import { createProviderServer } from "./server";

export { DEFAULT_MODELS, KEY_VARIABLES, PROVIDERS, providerConfigFromEnv } from "./env";
export type { ProviderConfig, ProviderName } from "./env";
export { pickFixture, uniqueIds } from "./replay";

/** Options of {@link createProviderAgent}. */
export interface ProviderAgentOptions extends ProviderConfig {
  port?: number;
  host?: string;
  /** Replay mode only: delay between recorded chunks, ms (default 25, like `DEMO_AGENT_PACE_MS`). */
  paceMs?: number;
  maxBodyBytes?: number;
  log?: (line: string) => void;
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
 * the `@reasoning-ui/agent` bridges. With `apiKey` it talks to the provider (or `baseURL`); without, it
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
  let server: Server | undefined;
  const host = options.host ?? "127.0.0.1";
  const agent: ProviderAgent = {
    get server() {
      if (!server) throw new Error("Call listen() first.");
      return server;
    },
    mode,
    get replay() {
      return replay;
    },
    async listen() {
      if (mode === "replay") replay = await startProviderReplay(options.provider, options.paceMs ?? 25);
      const baseURL = replay ? replay.origin : options.baseURL;
      const step = createProviderStep(options.provider, { model: options.model, apiKey: options.apiKey ?? "replay", ...(baseURL && { baseURL }) });
      server = createProviderServer({ step, label: `${options.provider} ${options.model} (${mode})`, maxBodyBytes: options.maxBodyBytes ?? 5 * 1024 * 1024, ...(options.log && { log: options.log }) });
      const s = server;
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(options.port ?? 8787, host, () => resolve());
      });
      const { port } = s.address() as AddressInfo;
      const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
      return { url: `${origin}/agent`, origin, port, host };
    },
    async close() {
      const s = server;
      if (s?.listening) {
        await new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeAllConnections();
        });
      }
      await replay?.close();
    },
  };
  return agent;
}
