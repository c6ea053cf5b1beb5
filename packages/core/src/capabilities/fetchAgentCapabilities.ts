import type { AgentCapabilities } from "@ag-ui/core";

/** Options of {@link fetchAgentCapabilities}. */
export interface FetchAgentCapabilitiesOptions {
  /** Extra request headers (e.g. authorization). */
  headers?: Record<string, string> | undefined;
  /** Aborts the request; the promise then resolves `undefined`. */
  signal?: AbortSignal | undefined;
  /** Gives up after this long, ms. Default 5000. */
  timeoutMs?: number | undefined;
  /** Largest accepted body, bytes; a bigger one counts as no answer. Default 65536. */
  maxBytes?: number | undefined;
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * Where an agent at `agentUrl` serves its capabilities: `<agentUrl>/capabilities` (query and hash kept
 * after it), e.g. `http://127.0.0.1:8787/agent` → `http://127.0.0.1:8787/agent/capabilities`.
 */
export function capabilitiesUrl(agentUrl: string): string {
  const cut = agentUrl.search(/[?#]/);
  const base = cut === -1 ? agentUrl : agentUrl.slice(0, cut);
  const rest = cut === -1 ? "" : agentUrl.slice(cut);
  return `${base.replace(/\/+$/, "")}/capabilities${rest}`;
}

async function readBounded(res: Response, maxBytes: number): Promise<string | undefined> {
  if (!res.body) {
    // A fetch of your own without a body stream: the text is read whole, then held to the same bound.
    const text = await res.text();
    return new TextEncoder().encode(text).byteLength > maxBytes ? undefined : text;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Fetches an HTTP agent's AG-UI 1.0 `AgentCapabilities` with `GET <agentUrl>/capabilities` (the kit's
 * convention, docs/architecture.md, "Protocol facts"; `@reasoning-ui/agent`'s `agentCapabilitiesResponse` and the demo
 * agent serve it). Failure-tolerant: a non-2xx answer (an agent without the endpoint), a network error, a
 * timeout, an abort, a body over `maxBytes` or one that is not a JSON object all resolve `undefined`
 * ("unknown capabilities"). Never rejects.
 *
 * @example
 * const capabilities = await fetchAgentCapabilities("http://127.0.0.1:8787/agent");
 * if (capabilities?.reasoning?.supported === false) hideEffortControl();
 */
export async function fetchAgentCapabilities(agentUrl: string, options: FetchAgentCapabilitiesOptions = {}): Promise<AgentCapabilities | undefined> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (options.signal?.aborted) return undefined;
  options.signal?.addEventListener("abort", abort, { once: true });
  const timer = setTimeout(abort, options.timeoutMs ?? 5000);
  try {
    const res = await doFetch(capabilitiesUrl(agentUrl), {
      method: "GET",
      headers: { ...options.headers, Accept: "application/json" },
      signal: controller.signal,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return undefined;
    }
    const text = await readBounded(res, options.maxBytes ?? 65536);
    if (text === undefined) return undefined;
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as AgentCapabilities) : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abort);
  }
}

/** Anything with AG-UI's optional `getCapabilities()` (an `@ag-ui/client` `AbstractAgent`, e.g. `HttpAgent`). */
export interface CapabilitiesSource {
  getCapabilities?: (() => Promise<AgentCapabilities>) | undefined;
}

/**
 * Asks an AG-UI agent object for its capabilities (`agent.getCapabilities?.()`, AG-UI 1.0), with the same
 * tolerance as {@link fetchAgentCapabilities}: no method, a rejection, a timeout (`timeoutMs`, default 5000),
 * an abort or an answer that is not an object all resolve `undefined` ("unknown"). Never rejects.
 *
 * @example
 * const capabilities = await readAgentCapabilities(new HttpAgent({ url })); // undefined: HttpAgent 1.0 has no getCapabilities
 */
export async function readAgentCapabilities(
  agent: CapabilitiesSource,
  options: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined } = {},
): Promise<AgentCapabilities | undefined> {
  if (typeof agent.getCapabilities !== "function" || options.signal?.aborted) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const giveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, options.timeoutMs ?? 5000, undefined);
    onAbort = () => resolve(undefined);
    options.signal?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    const answer: unknown = await Promise.race([Promise.resolve().then(() => agent.getCapabilities!()), giveUp]);
    return typeof answer === "object" && answer !== null && !Array.isArray(answer) ? (answer as AgentCapabilities) : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener("abort", onAbort);
  }
}
