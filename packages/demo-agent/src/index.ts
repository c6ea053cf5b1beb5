import type { Server } from "node:http";
import type { AgentCapabilities } from "@ag-ui/core";
import { createInterruptLedger } from "@reasoning-ui/agent";
import { createReasoningCipher } from "./crypto";
import type { DemoInterruptData } from "./scenarios";
import { demoCapabilities } from "./effort";
import { runAgent } from "./run";
import { serveAgent } from "./serve";
import { type ServerLimits, startSse } from "./server";

export { DEFAULT_LIMITS } from "./serve";

export { MAX_ENCRYPTED_VALUE_LENGTH, bindingDigest, createReasoningCipher, parseKey } from "./crypto";
export type { EncryptedSubtype, ReasoningCipher, SealBinding, SealedReasoning } from "./crypto";
export { optionsFromEnv } from "./config";
export { quoteForLog } from "./logSafe";
export { DEMO_BUDGET_TOKENS, capabilitiesFromEnv, chainFor, demoCapabilities, effortSentence } from "./effort";
export type { ServerLimits } from "./server";
export { collectEncryptedValues, verifiedSentence, verifyEncryptedValues } from "./verify";
export type { EncryptedItem, Verification } from "./verify";
export { HIDDEN_THINK_MS, pickScenario, scenarioNames } from "./scenarios";
export type { ScenarioName } from "./scenarios";

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
}

/**
 * Creates the demo AG-UI agent: `POST /agent` answers a `RunAgentInput` with an SSE stream (via
 * `@ag-ui/encoder`) for the scenario named by `forwardedProps.scenario` or by a keyword in the latest user
 * message (`visible`, `summary`, `hidden`, `tool`, `chunk`, `legacy`, `error`, `cut`; default `visible`).
 * Every turn first decrypts each incoming `encryptedValue` (JWE `dir`/`A256GCM`): any failure answers
 * RUN_ERROR `code:"invalid_encrypted_value"`; otherwise the answer opens with
 * `Verified N encrypted reasoning item(s) from earlier turns.` (see `verifiedSentence`).
 * `forwardedProps.reasoning` (`{ effort: "off"|"low"|"medium"|"high", budgetTokens? }`) sets how long the
 * `visible` chain is (none for `off`) and adds `Reasoning effort: <effort>[ (budget N tokens)].` after that
 * sentence. `GET /agent/capabilities` → the `capabilities` JSON; `GET /health` → 200 JSON; other paths 404. Refusals are JSON `{ error, code }`: a `Host` that is not
 * loopback or allowed 403, a POST that is not `application/json` 415, malformed JSON or an id over
 * `maxIdLength` 400, a body over `maxBodyBytes` 413, a slow body 408. CORS for `allowedOrigins`.
 *
 * @example
 * const agent = createDemoAgent({ port: 0, paceMs: 0 });
 * const { url } = await agent.listen(); // http://127.0.0.1:54321/agent
 * const res = await fetch(url, {
 *   method: "POST",
 *   headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
 *   body: JSON.stringify({ threadId: "t1", runId: "r1", messages: [{ id: "u1", role: "user", content: "summary please" }],
 *     tools: [], context: [], state: {}, forwardedProps: {} }),
 * });
 * console.log(await res.text()); // data: {"type":"RUN_STARTED",...}\n\n ...
 * await agent.close();
 */
export function createDemoAgent(options: DemoAgentOptions = {}): DemoAgent {
  const cipher = createReasoningCipher(options.key);
  const paceMs = Math.max(0, options.paceMs ?? 25);
  const ledger = createInterruptLedger<DemoInterruptData>();
  const capabilities = options.capabilities === false ? undefined : (options.capabilities ?? demoCapabilities());
  const served = serveAgent(
    options,
    (input, res, limits) => {
      startSse(res);
      return runAgent(input, res, { cipher, paceMs, writeStallMs: limits.writeStallMs, ledger, ...(options.log ? { log: options.log } : {}) });
    },
    undefined,
    capabilities,
  );
  return { ...served, key: cipher.key };
}
