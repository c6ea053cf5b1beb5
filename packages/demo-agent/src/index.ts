import type { Server } from "node:http";
import type { AgentCapabilities } from "@ag-ui/core";
import { createReasoningCipher } from "./crypto";
import { demoCapabilities } from "./effort";
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type RunLog, type RunLogOptions, createRunLog } from "@reasoning-ui/agent";
import { type DemoRunInput, runAgent } from "./run";
import { EventChannel, serveLoggedRun } from "./runlog";
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
  /**
   * The run log runs go through, so a run outlives its reader (reload, dropped connection, another tab) and
   * is re-attached with `Last-Event-ID` (docs/architecture.md, "Runs that outlive the page"). Default: an
   * in-memory log of this process (`createRunLog()`); a `RunLog` of yours (e.g. on Redis, shared by several
   * agents); its options; or `false` for none (a run then stops with its connection, as before). CLI: `REDIS_URL`.
   */
  runLog?: RunLog | RunLogOptions | false;
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
  const capabilities = options.capabilities === false ? undefined : (options.capabilities ?? demoCapabilities());
  const own = options.runLog === undefined || (options.runLog !== false && !("attach" in options.runLog));
  const runs = options.runLog === false ? undefined : options.runLog && "attach" in options.runLog ? options.runLog : createRunLog({ ...(options.runLog || {}), ...(options.log && { onDiagnostic: (d) => options.log!(`run log: ${d.code}: ${d.message}`) }) });
  const served = serveAgent(
    options,
    (input, res, limits, req) => {
      const runOptions = { cipher, paceMs, writeStallMs: limits.writeStallMs, ...(options.log ? { log: options.log } : {}) };
      if (!runs) {
        startSse(res);
        return runAgent(input, res, runOptions);
      }
      const threadId = typeof input.threadId === "string" && input.threadId ? input.threadId : randomUUID();
      const runId = typeof input.runId === "string" && input.runId ? input.runId : randomUUID();
      const ref = { threadId, runId, ...(input.forwardedProps && { forwardedProps: input.forwardedProps }) };
      return serveLoggedRun(runs, req, ref, res, (signal) => scripted({ ...input, threadId, runId }, signal, runOptions), limits.writeStallMs);
    },
    undefined,
    capabilities,
    runs,
  );
  return {
    ...served,
    key: cipher.key,
    runs,
    close: async () => {
      await served.close();
      if (own) await runs?.close();
    },
  };
}

/** The scripted run as AG-UI events for the run log: the scenario writes to an {@link EventChannel}; cancel (`signal`) stops it like a client that went away. */
function scripted(input: DemoRunInput, signal: AbortSignal, runOptions: Parameters<typeof runAgent>[2]): AsyncIterable<import("@ag-ui/core").BaseEvent> {
  const channel = new EventChannel();
  signal.addEventListener("abort", () => channel.destroy(), { once: true });
  void runAgent(input, channel as unknown as ServerResponse, { ...runOptions, writeStallMs: 2 ** 31 - 1 });
  return channel.events();
}
