"use client";
import {
  type AgentCapabilities,
  type CapabilitiesSource,
  type EffortSupport,
  effortSupport,
  fetchAgentCapabilities,
  readAgentCapabilities,
} from "@reasoning-ui/core";
import { useEffect, useMemo, useState } from "react";

/** Options of {@link useAgentCapabilities}. */
export interface UseAgentCapabilitiesOptions {
  /** Extra request headers (e.g. authorization); compared by value, so an inline object does not refetch. */
  headers?: Record<string, string> | undefined;
  /** Gives up after this long, ms (core's `fetchAgentCapabilities`, default 5000). */
  timeoutMs?: number | undefined;
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch | undefined;
  /**
   * Capabilities you already have (e.g. from `@ag-ui/client`'s `agent.getCapabilities()`, or server-rendered):
   * used as they are, nothing is fetched.
   */
  capabilities?: AgentCapabilities | undefined;
}

/** What {@link useAgentCapabilities} returns. */
export interface UseAgentCapabilitiesResult {
  /** `loading` until the answer (or its absence) is known; `ready` with capabilities; `unknown` when the agent offers none. */
  status: "loading" | "ready" | "unknown";
  /** The agent's AG-UI 1.0 `AgentCapabilities`, or `undefined` (loading, or none offered). */
  capabilities: AgentCapabilities | undefined;
  /** What the effort control needs from them (core's `effortSupport`): `reasoning` is `unknown` while loading. */
  support: EffortSupport;
}

/**
 * Reads an agent's `AgentCapabilities` — an HTTP agent's from `GET <url>/capabilities` (core's
 * `fetchAgentCapabilities`), or an AG-UI agent object's from its `getCapabilities()` (core's
 * `readAgentCapabilities`, e.g. the `@ag-ui/client` agent you give `fromAgUiAgent`); bounded, never throws — in an effect — never during render, so server rendering and the first client render
 * see `status: "loading"` and `support.reasoning: "unknown"`. Refetches when `url` changes and aborts the
 * previous request; an agent without the endpoint (or the method) gives `status: "unknown"` (the effort control
 * stays usable). `undefined` fetches nothing. An agent object is compared by identity: keep it stable.
 *
 * @example
 * const { support } = useAgentCapabilities("/api/agent");
 * const [effort, setEffort] = useState<ReasoningRequest>({ effort: "medium" });
 * <EffortControl support={support} value={effort} onValueChange={setEffort} />
 */
export function useAgentCapabilities(
  url: string | CapabilitiesSource | undefined,
  options: UseAgentCapabilitiesOptions = {},
): UseAgentCapabilitiesResult {
  const { capabilities: given, timeoutMs, fetch } = options;
  const headersKey = JSON.stringify(options.headers ?? {});
  const [fetched, setFetched] = useState<{ source: unknown; key: string; capabilities: AgentCapabilities | undefined } | undefined>(undefined);
  const key = typeof url === "string" ? `${url}\n${headersKey}` : "";
  useEffect(() => {
    if (given || url === undefined) return;
    const controller = new AbortController();
    const signal = controller.signal;
    const answer =
      typeof url === "string"
        ? fetchAgentCapabilities(url, { headers: JSON.parse(headersKey) as Record<string, string>, signal, timeoutMs, fetch })
        : readAgentCapabilities(url, { signal, timeoutMs });
    void answer.then((capabilities) => {
      if (!signal.aborted) setFetched({ source: url, key, capabilities });
    });
    return () => controller.abort();
  }, [given, url, headersKey, key, timeoutMs, fetch]);
  return useMemo(() => {
    if (given) return { status: "ready", capabilities: given, support: effortSupport(given) };
    const current = fetched && fetched.key === key && (typeof url === "string" || fetched.source === url) ? fetched : undefined;
    if (!current) return { status: url === undefined ? "unknown" : "loading", capabilities: undefined, support: effortSupport(undefined) };
    return { status: current.capabilities ? "ready" : "unknown", capabilities: current.capabilities, support: effortSupport(current.capabilities) };
  }, [given, fetched, key, url]);
}
