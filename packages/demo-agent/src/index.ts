import { createReasoningCipher } from "./crypto";
import type { DemoInterruptData } from "./scenarios";
import { demoCapabilities } from "./effort";
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { createInterruptLedger, createRunLog } from "@reasoning-ui/agent";
import { type DemoRunInput, runAgent } from "./run";
import { EventChannel, serveLoggedRun } from "./runlog";
import { serveAgent } from "./serve";
import type { DemoAgent, DemoAgentOptions } from "./options";
import { startSse } from "./server";

export type { DemoAgent, DemoAgentAddress, DemoAgentBaseOptions, DemoAgentOptions } from "./options";

export { DEFAULT_LIMITS } from "./serve";

export { MAX_ENCRYPTED_VALUE_LENGTH, bindingDigest, createReasoningCipher, parseKey } from "./crypto";
export type { EncryptedSubtype, ReasoningCipher, SealBinding, SealedReasoning } from "./crypto";
export { optionsFromEnv } from "./config";
export { MIN_AUTH_SECRET_LENGTH, signPrincipal, verifyPrincipal } from "./principal";
import { MIN_AUTH_SECRET_LENGTH } from "./principal";
export { quoteForLog } from "./logSafe";
export { DEMO_BUDGET_TOKENS, capabilitiesFromEnv, chainFor, demoCapabilities, effortSentence } from "./effort";
export type { ServerLimits } from "./server";
export { collectEncryptedValues, verifiedSentence, verifyEncryptedValues } from "./verify";
export type { EncryptedItem, Verification } from "./verify";
export { HIDDEN_THINK_MS, loadScenarioNames, pickScenario, scenarioNames } from "./scenarios";
export type { ScenarioName } from "./scenarios";

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
  if (options.authSecret !== undefined && options.authSecret.length < MIN_AUTH_SECRET_LENGTH) throw new Error(`authSecret must be at least ${MIN_AUTH_SECRET_LENGTH} characters.`);
  const cipher = createReasoningCipher(options.key);
  const paceMs = Math.max(0, options.paceMs ?? 25);
  const ledger = createInterruptLedger<DemoInterruptData>();
  const capabilities = options.capabilities === false ? undefined : (options.capabilities ?? demoCapabilities());
  const own = options.runLog === undefined || (options.runLog !== false && !("attach" in options.runLog));
  const runs = options.runLog === false ? undefined : options.runLog && "attach" in options.runLog ? options.runLog : createRunLog({ ...(options.runLog || {}), ...(options.log && { onDiagnostic: (d) => options.log!(`run log: ${d.code}: ${d.message}`) }) });
  const served = serveAgent(
    options,
    (input, res, limits, req, principal) => {
      const runOptions = { cipher, paceMs, writeStallMs: limits.writeStallMs, ledger, ...(options.log ? { log: options.log } : {}) };
      if (!runs) {
        startSse(res);
        return runAgent(input, res, runOptions);
      }
      const threadId = typeof input.threadId === "string" && input.threadId ? input.threadId : randomUUID();
      const runId = typeof input.runId === "string" && input.runId ? input.runId : randomUUID();
      const ref = { threadId, runId, owner: principal, ...(input.forwardedProps && { forwardedProps: input.forwardedProps }) };
      return serveLoggedRun(runs, req, ref, res, (signal) => scripted({ ...input, threadId, runId }, signal, runOptions), limits.writeStallMs, limits.heartbeatMs);
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
