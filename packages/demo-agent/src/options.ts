/**
 * The demo agent's public shapes: its options, its address and the handle `createDemoAgent` returns. Their own
 * file so `serve.ts` (which builds the handle) and `index.ts` (which wires the runner into it) share them
 * without importing each other.
 */
import type { Server } from "node:http";
import type { AgentCapabilities } from "@ag-ui/core";
import type { RunLog, RunLogOptions } from "@reasoning-ui/agent";
import type { ServerLimits } from "./server";

/** The non-limit options of {@link createDemoAgent}. */
export interface DemoAgentBaseOptions {
  /** 32-byte JWE key (`dir` + `A256GCM`), raw or base64url. Default: a random key per agent. */
  key?: Uint8Array | string;
  /** Delay between streamed deltas, ms. Default 25; 0 streams without delay (tests). */
  paceMs?: number;
  /** Port to listen on. Default 8787; 0 picks a free port. */
  port?: number;
  /** Interface to bind. Default "127.0.0.1". */
  host?: string;
  /**
   * Origins allowed by CORS (exact `scheme://host[:port]`, as browsers send `Origin`). Default: the local
   * origins `http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`. CLI: `ALLOWED_ORIGINS`.
   * @throws Error from `createDemoAgent` when an entry is not an http(s) origin.
   */
  allowedOrigins?: readonly string[];
  /**
   * Host names accepted in the `Host` header besides `localhost`, `127.0.0.1`, `[::1]` and `host` (any
   * port); other names get 403 (DNS-rebinding guard). Default none. CLI: `ALLOWED_HOSTS`.
   */
  allowedHosts?: readonly string[];
  /**
   * What `GET /agent/capabilities` answers (AG-UI 1.0 `AgentCapabilities`). Default {@link demoCapabilities}
   * (reasoning supported, efforts off…high with a budget); `false` → no such endpoint (404), as an agent
   * that advertises nothing.
   */
  capabilities?: AgentCapabilities | false;
  /**
   * The run log runs go through, so a run outlives its reader (reload, dropped connection, another tab) and
   * is re-attached with `Last-Event-ID` (docs/architecture.md, "Run log", runs that outlive the page). Default: an
   * in-memory log of this process (`createRunLog()`); a `RunLog` of yours (e.g. on Redis, shared by several
   * agents); its options; or `false` for none (a run then stops with its connection, as before). CLI: `REDIS_URL`.
   */
  runLog?: RunLog | RunLogOptions | false;
  /**
   * Shared secret of the principal tokens an app's backend sends (`Authorization: Bearer <HS256 JWT>`, `sub` = the
   * user id; `signPrincipal`), at least 32 characters. With it every run belongs to its token's user and the run
   * routes need a token (401 without); without it the agent is single-user. CLI: `AGENT_AUTH_SECRET`.
   * @throws Error from `createDemoAgent` when shorter than 32 characters.
   */
  authSecret?: string;
  /** Receives one line per run and per refused request; client data escaped and truncated, never encrypted values or keys. Default: silent. */
  log?: (line: string) => void;
}


/**
 * Options of {@link createDemoAgent}: the limits are all optional, each defaulting to
 * {@link DEFAULT_LIMITS}. Worst-case memory ≈ `maxConnections` × (`maxBodyBytes` × 4 while a body is
 * parsed, or one 16 KiB stream buffer per stalled reader).
 */
export interface DemoAgentOptions extends Partial<ServerLimits>, DemoAgentBaseOptions {}

/** Where a listening demo agent can be reached. */
export interface DemoAgentAddress {
  /** The AG-UI endpoint, e.g. `http://127.0.0.1:8787/agent` (pass to `useAgentRun({ url })`). */
  url: string;
  /** The server's origin, e.g. `http://127.0.0.1:8787` (`/health` lives here). */
  origin: string;
  port: number;
  host: string;
}

/** A demo agent: the `node:http` server plus lifecycle helpers. */
export interface DemoAgent {
  server: Server;
  /** The raw 32-byte key its JWEs use (for tests that decrypt them). Never log it. */
  key: Uint8Array;
  /** Starts listening; resolves with the address. */
  listen(): Promise<DemoAgentAddress>;
  /** Stops listening and drops open connections (running streams stop writing). */
  close(): Promise<void>;
  /** The run log (undefined with `runLog: false`). */
  runs: RunLog | undefined;
}
