import { parseOrigin, splitList } from "./origins";
import type { ServerLimits } from "./server";

/** The options {@link optionsFromEnv} can read. */
export interface EnvOptions extends Partial<Pick<ServerLimits, "maxBodyBytes" | "maxConnections">> {
  allowedOrigins?: string[];
  allowedHosts?: string[];
  authSecret?: string;
}

function positiveInt(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer.`);
  return n;
}

/**
 * Reads the hardening settings of the CLI from the environment (unset = the library default):
 * `ALLOWED_ORIGINS` — comma-separated origins allowed by CORS, replacing the local default
 * (e.g. `https://app.example.com,http://localhost:3000`); `ALLOWED_HOSTS` — comma-separated host names
 * accepted in `Host` besides the loopback ones; `AGENT_AUTH_SECRET` — the principal tokens' shared secret
 * (runs then belong to their user); `DEMO_AGENT_MAX_BODY_BYTES`; `DEMO_AGENT_MAX_CONNECTIONS`.
 * @throws Error naming the variable when a value is malformed (never echoing keys).
 * @example
 * createDemoAgent({ port: 8787, ...optionsFromEnv(process.env) });
 */
export function optionsFromEnv(env: Record<string, string | undefined>): EnvOptions {
  const out: EnvOptions = {};
  if (env.ALLOWED_ORIGINS?.trim()) {
    try {
      out.allowedOrigins = splitList(env.ALLOWED_ORIGINS).map(parseOrigin);
    } catch (err) {
      throw new Error(`ALLOWED_ORIGINS: ${(err as Error).message}`);
    }
  }
  if (env.ALLOWED_HOSTS?.trim()) out.allowedHosts = splitList(env.ALLOWED_HOSTS);
  if (env.AGENT_AUTH_SECRET) out.authSecret = env.AGENT_AUTH_SECRET;
  const maxBodyBytes = positiveInt(env, "DEMO_AGENT_MAX_BODY_BYTES");
  if (maxBodyBytes !== undefined) out.maxBodyBytes = maxBodyBytes;
  const maxConnections = positiveInt(env, "DEMO_AGENT_MAX_CONNECTIONS");
  if (maxConnections !== undefined) out.maxConnections = maxConnections;
  return out;
}
