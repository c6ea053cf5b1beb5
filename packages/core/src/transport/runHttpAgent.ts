import type { RunAgentInput } from "@ag-ui/core";
import { AgentProtocolError } from "../reducer/strict";
import type { AgentStore } from "../store/createAgentStore";
import type { RunError, RunStatus } from "../types";
import { AgentStreamError } from "./AgentStreamError";
import { parseSseChunks } from "./parseSseStream";
import { redactEncryptedValues, strictViolationError } from "./runError";

/** Options of {@link runHttpAgent}. */
export interface RunHttpAgentOptions {
  /** The agent endpoint (AG-UI HTTP transport: `POST` a `RunAgentInput`, answer `text/event-stream`). */
  url: string | URL;
  /** The run's input, usually from `buildRunAgentInput(store.getState())`. */
  input: RunAgentInput;
  /** The store events are folded into. */
  store: AgentStore;
  /** Extra request headers (e.g. authorization). `Content-Type` and `Accept` are always set. */
  headers?: Record<string, string>;
  /** Aborting it stops the run: status `cancelled`, everything received so far kept. */
  signal?: AbortSignal;
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds without any byte from the server after which the run fails with `idle_timeout`. */
  idleTimeoutMs?: number;
}

const BODY_PREVIEW = 200;

/**
 * A short, readable reason from an error body: JSON `message` / `error.message` / `error`, else the text,
 * with the encrypted values of `input` redacted (a reply may echo the request), then truncated.
 */
async function describeBody(res: Response, input: RunAgentInput): Promise<string> {
  let text = "";
  try {
    text = await res.text();
  } catch {
    return "";
  }
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const err = json.error as Record<string, unknown> | string | undefined;
    const message = json.message ?? (typeof err === "object" && err !== null ? err.message : err);
    if (typeof message === "string") text = message;
  } catch {
    /* not JSON: keep the text */
  }
  text = redactEncryptedValues(text, input).trim();
  return text.length > BODY_PREVIEW ? `${text.slice(0, BODY_PREVIEW)}…` : text;
}

function toRunError(err: unknown): RunError {
  if (err instanceof AgentStreamError) return { message: err.message, code: err.code };
  if (err instanceof AgentProtocolError) return strictViolationError(err);
  const message = err instanceof Error ? err.message : String(err);
  return { message: `The connection to the agent failed (${message}).`, code: "network_error" };
}

/**
 * Runs an agent over AG-UI's HTTP transport and folds its SSE reply into `store`: `beginRun(input.runId)`,
 * `POST url` with the JSON input (`Content-Type: application/json`, `Accept: text/event-stream`), then one
 * `applyEvents` per network chunk (coalesced notifications), and always `endStream` at the end.
 *
 * Never rejects; every failure ends as state, keeping all earlier messages and encrypted values:
 * - HTTP non-2xx → `error.code = "http_error"`, message with the status and the body's `message` (truncated;
 *   encrypted values the input sent are redacted should the body echo them);
 * - a reply that is not `text/event-stream` → `"not_sse"`; a malformed frame → `"malformed_frame"`;
 * - fetch/body failure (connection cut) → `"network_error"`; silence for `idleTimeoutMs` → `"idle_timeout"`;
 * - a strict store rejecting an event → `"strict_violation"`;
 * - `signal` aborted → status `"cancelled"`;
 * - the stream ending without RUN_FINISHED / RUN_ERROR → `"stream_ended"` (see `endStream`).
 *
 * @returns The final {@link RunStatus} (`finished`, `error` or `cancelled`).
 * @example
 * const store = createAgentStore();
 * store.getState().addMessage({ id: "u1", role: "user", content: "Hi" });
 * const status = await runHttpAgent({ url: "/agent", input: buildRunAgentInput(store.getState()), store });
 */
export async function runHttpAgent(options: RunHttpAgentOptions): Promise<RunStatus> {
  const { url, input, store, headers, signal, idleTimeoutMs } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: AgentStreamError | undefined;
  const armIdle = () => {
    if (idleTimeoutMs === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = new AgentStreamError("idle_timeout", `No data from the agent for ${idleTimeoutMs} ms`);
      controller.abort(idle);
    }, idleTimeoutMs);
  };
  const end = (outcome: Parameters<ReturnType<AgentStore["getState"]>["endStream"]>[0]) => {
    try {
      store.getState().endStream(outcome);
    } catch {
      /* a store that throws here must not make the run reject */
    }
  };

  try {
    store.getState().beginRun(input.runId);
    if (signal?.aborted) throw signal.reason;
    armIdle();
    const res = await doFetch(url, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(input),
      signal: controller.signal,
    });
    if (!res.ok) {
      const detail = await describeBody(res, input);
      throw new AgentStreamError("http_error", `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}${detail ? `: ${detail}` : ""}`);
    }
    const type = res.headers.get("content-type") ?? "";
    if (!/^\s*text\/event-stream\b/i.test(type)) {
      await res.body?.cancel().catch(() => undefined);
      throw new AgentStreamError("not_sse", `Expected text/event-stream from the agent, got ${type ? `'${type.slice(0, 80)}'` : "no content type"}`);
    }
    if (!res.body) throw new AgentStreamError("not_sse", "The agent's reply has no body");
    armIdle();
    // Every chunk of bytes (a heartbeat comment too) re-arms the idle timer, not only complete events.
    for await (const batch of parseSseChunks(res.body, { onChunk: armIdle })) {
      store.getState().applyEvents(batch);
    }
    end({ status: "finished" });
  } catch (err) {
    if (idle) end({ status: "error", error: { message: idle.message, code: idle.code } });
    else if (signal?.aborted) end({ status: "cancelled" });
    else end({ status: "error", error: toRunError(err) });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
  return store.getState().status;
}
