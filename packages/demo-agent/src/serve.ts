import type { IncomingMessage, ServerResponse } from "node:http";
import type { RunLog } from "@reasoning-ui/agent";
import type { AgentCapabilities } from "@ag-ui/core";
import type { AddressInfo } from "node:net";
import type { DemoAgent, DemoAgentOptions } from "./options";
import { parseOrigin } from "./origins";
import type { DemoRunInput } from "./run";
import { DEFAULT_HEARTBEAT_MS } from "@reasoning-ui/core/protocol";
import { type ServerLimits, createAgentServer } from "./server";

/** Defaults of the limits in {@link DemoAgentOptions} (see docs/architecture.md, "Agent bridges and the demo agent"). */
export const DEFAULT_LIMITS: ServerLimits = {
  maxBodyBytes: 1024 * 1024,
  maxIdLength: 256,
  maxConnections: 64,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  bodyTimeoutMs: 10_000,
  writeStallMs: 30_000,
  heartbeatMs: DEFAULT_HEARTBEAT_MS,
};

/**
 * The hardened server and its lifecycle for any agent of this package (the scripted one and the
 * provider-backed one): `options`' limits filled from `DEFAULT_LIMITS`, Host / CORS / body / id
 * checks, then `run` answers each accepted request. Internal (the package exports only `createDemoAgent`).
 */
export function serveAgent(
  options: Omit<DemoAgentOptions, "key" | "paceMs">,
  run: (input: DemoRunInput, res: ServerResponse, limits: ServerLimits, req: IncomingMessage, principal: string | undefined) => Promise<void>,
  health?: Record<string, unknown>,
  capabilities?: AgentCapabilities,
  runs?: RunLog,
): Omit<DemoAgent, "key" | "runs"> {
  const host = options.host ?? "127.0.0.1";
  const limits = { ...DEFAULT_LIMITS };
  for (const name of Object.keys(DEFAULT_LIMITS) as (keyof ServerLimits)[]) {
    const value = options[name];
    if (value !== undefined) limits[name] = value;
  }
  const server = createAgentServer({
    ...limits,
    requestTimeoutMs: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    run: (input, res, req, principal) => run(input, res, limits, req, principal),
    ...(options.authSecret && { authSecret: options.authSecret }),
    runs,
    ...(health && { health }),
    ...(capabilities && { capabilities }),
    allowedOrigins: options.allowedOrigins?.map(parseOrigin),
    allowedHosts: options.allowedHosts ?? [],
    listenHost: host,
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port ?? 8787, host, () => {
          server.off("error", reject);
          const { port } = server.address() as AddressInfo;
          const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
          resolve({ url: `${origin}/agent`, origin, port, host });
        });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
