#!/usr/bin/env -S npx tsx
/**
 * Starts the demo agent from the environment:
 * `PORT` (default 8787), `HOST` (default 127.0.0.1), `DEMO_AGENT_KEY` (base64url, 32 bytes; default: a
 * fresh key per start, so earlier encrypted values stop verifying after a restart),
 * `DEMO_AGENT_PACE_MS` (delay between deltas, default 25), and the hardening settings read by
 * `optionsFromEnv` (`ALLOWED_ORIGINS`, `ALLOWED_HOSTS`, `DEMO_AGENT_MAX_BODY_BYTES`, `DEMO_AGENT_MAX_CONNECTIONS`).
 *
 * `DEMO_AGENT_PROVIDER=openai|anthropic|gemini` runs the agent on that provider instead of the scripted
 * scenarios (see `src/providers/`): with the provider's key variable (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`,
 * `GEMINI_API_KEY` / `GOOGLE_API_KEY`) it talks to the real model; without one it replays the recorded
 * streams through the same SDK and bridges. `DEMO_AGENT_MODEL` and `DEMO_AGENT_BASE_URL` override the
 * model and the SDK's base URL.
 *
 * `REDIS_URL` (e.g. `redis://127.0.0.1:6379`): the run logs live in that Redis (`@reasoning-ui/agent/redis`), so
 * several demo agents sharing it serve each other's runs; without it they live in this process's memory.
 *
 * `DEMO_AGENT_CAPABILITIES` (scripted agent): `reasoning` (default) serves the AgentCapabilities on
 * `GET /agent/capabilities`; `no-reasoning` says the agent does not reason; `none` serves no endpoint.
 */
import { capabilitiesFromEnv, createDemoAgent, optionsFromEnv } from "./index";
import { providerConfigFromEnv } from "./providers/env";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${name} must be a non-negative integer.`);
    process.exit(1);
  }
  return n;
}

let providerConfig;
try {
  providerConfig = providerConfigFromEnv(process.env);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

const keyFromEnv = process.env.DEMO_AGENT_KEY || undefined;

function capabilityOption() {
  try {
    const capabilities = capabilitiesFromEnv(process.env.DEMO_AGENT_CAPABILITIES);
    return capabilities === undefined ? {} : { capabilities };
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
let runLog: import("@reasoning-ui/agent").RunLog | undefined;
let redisClient: { quit(): Promise<unknown> } | undefined;
if (process.env.REDIS_URL) {
  // Loaded only with REDIS_URL, so `pnpm start` needs no Redis.
  const [{ createClient }, { redisRunStore }, { createRunLog }] = await Promise.all([import("redis"), import("@reasoning-ui/agent/redis"), import("@reasoning-ui/agent")]);
  const client = createClient({ url: process.env.REDIS_URL });
  let reported = 0;
  client.on("error", (err: Error) => {
    if (Date.now() - reported < 10_000) return;
    reported = Date.now();
    console.error(`[demo-agent] Redis: ${err.message} (runs stream live, not resumable elsewhere, until it is back)`);
  });
  try {
    await client.connect();
  } catch (err) {
    console.error(`[demo-agent] could not connect to REDIS_URL: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  redisClient = client;
  runLog = createRunLog({ store: redisRunStore(client), onDiagnostic: (d) => console.log(`[demo-agent] run log: ${d.code}: ${d.message}`) });
}

let agent;
try {
  if (providerConfig) {
    // Loaded only in provider mode, so the scripted agent starts without the provider SDKs.
    const { createProviderAgent } = await import("./providers");
    agent = createProviderAgent({
      ...providerConfig,
      port: intFromEnv("PORT", 8787),
      host: process.env.HOST || "127.0.0.1",
      paceMs: intFromEnv("DEMO_AGENT_PACE_MS", 25),
      log: (line) => console.log(`[demo-agent] ${line}`),
      ...optionsFromEnv(process.env),
      ...(runLog && { runLog }),
    });
  } else {
    agent = createDemoAgent({
      port: intFromEnv("PORT", 8787),
      host: process.env.HOST || "127.0.0.1",
      paceMs: intFromEnv("DEMO_AGENT_PACE_MS", 25),
      ...(keyFromEnv ? { key: keyFromEnv } : {}),
      ...capabilityOption(),
      log: (line) => console.log(`[demo-agent] ${line}`),
      ...optionsFromEnv(process.env),
      ...(runLog && { runLog }),
    });
  }
} catch (err) {
  console.error(`Invalid setting: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const { url } = await agent.listen().catch((err: Error) => {
  console.error(`[demo-agent] could not listen: ${err.message}`);
  process.exit(1);
});
if (providerConfig) {
  const how = "mode" in agent && agent.mode === "live" ? "live" : "replaying recorded streams (no API key set)";
  console.log(`[demo-agent] AG-UI agent on ${url}: ${providerConfig.provider} ${providerConfig.model}, ${how}`);
} else console.log(`[demo-agent] AG-UI agent on ${url} (key ${keyFromEnv ? "from DEMO_AGENT_KEY" : "generated at start"})`);
console.log(`[demo-agent] run logs: ${runLog ? "Redis (REDIS_URL)" : "in memory"}; re-attach on ${url}/runs/<runId>?threadId=…`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void agent
      .close()
      .then(() => runLog?.close())
      .then(() => redisClient?.quit())
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
}
