import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createReasoningCipher } from "./crypto";
import { createAgentServer } from "./server";

export { createReasoningCipher, parseKey } from "./crypto";
export type { EncryptedSubtype, ReasoningCipher, SealedReasoning } from "./crypto";
export { collectEncryptedValues, verifiedSentence, verifyEncryptedValues } from "./verify";
export type { EncryptedItem, Verification } from "./verify";
export { HIDDEN_THINK_MS, pickScenario, scenarioNames } from "./scenarios";
export type { ScenarioName } from "./scenarios";

/** Options of {@link createDemoAgent}. */
export interface DemoAgentOptions {
  /** 32-byte JWE key (`dir` + `A256GCM`), raw or base64url. Default: a random key per agent. */
  key?: Uint8Array | string;
  /** Delay between streamed deltas, ms. Default 25; 0 streams without delay (tests). */
  paceMs?: number;
  /** Port to listen on. Default 8787; 0 picks a free port. */
  port?: number;
  /** Interface to bind. Default "127.0.0.1". */
  host?: string;
  /** Largest accepted request body, bytes (bigger gets 413). Default 5 MiB. */
  maxBodyBytes?: number;
  /** Receives one line per run and per failure; never encrypted values or keys. Default: silent. */
  log?: (line: string) => void;
}

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
 * `GET /health` → 200 JSON; other paths 404; malformed JSON 400; oversized body 413; CORS for local origins.
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
  const server = createAgentServer({
    cipher,
    paceMs: Math.max(0, options.paceMs ?? 25),
    maxBodyBytes: options.maxBodyBytes ?? 5 * 1024 * 1024,
    ...(options.log ? { log: options.log } : {}),
  });
  const host = options.host ?? "127.0.0.1";
  return {
    server,
    key: cipher.key,
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
