import type { AgentCapabilities, MultimodalInputCapabilities } from "@ag-ui/core";
import { MAX_BUDGET_TOKENS, REASONING_EFFORTS, type ReasoningEffort } from "./request";

/** The providers the bridges cover. */
export type ReasoningProvider = "openai" | "anthropic" | "gemini" | "aisdk" | "chat" | "ollama";

/**
 * What an agent says about effort, under `AgentCapabilities.custom.reasoningEffort` (AG-UI 1.0 has no
 * standard field for it): the efforts it maps, and the budget range when its provider takes a token budget.
 */
export interface ReasoningEffortCapabilities {
  efforts: ReasoningEffort[];
  /** Present when `forwardedProps.reasoning.budgetTokens` is honoured: the accepted range, tokens. */
  budgetTokens?: { min: number; max: number };
}

/** Per provider: encrypted reasoning (an opaque `encryptedValue` comes back), and whether a token budget is taken. */
const PROVIDERS: Record<ReasoningProvider, { encrypted: boolean; budget?: { min: number; max: number } }> = {
  openai: { encrypted: true },
  anthropic: { encrypted: true, budget: { min: 1024, max: 128_000 } },
  gemini: { encrypted: true, budget: { min: 1, max: 32_768 } },
  aisdk: { encrypted: true, budget: { min: 1024, max: 32_768 } },
  chat: { encrypted: false },
  ollama: { encrypted: false },
};

/**
 * What each input bridge can pass on to its provider (issue 38; `agUiTo…` of the provider): the most a model
 * behind it may take. Whether a given model takes it is the model's business — advertise it (`multimodal: true`
 * in {@link bridgeCapabilities}) only for a model that does.
 */
export const BRIDGE_INPUT: Readonly<Record<ReasoningProvider, MultimodalInputCapabilities>> = {
  openai: { image: true, pdf: true, file: true },
  anthropic: { image: true, pdf: true },
  gemini: { image: true, audio: true, video: true, pdf: true, file: true },
  aisdk: { image: true, audio: true, video: true, pdf: true, file: true },
  chat: { image: true, audio: true, pdf: true, file: true },
  ollama: { image: true },
};

/**
 * The AG-UI 1.0 `AgentCapabilities` an agent built on one of the bridges offers: `transport.streaming`,
 * `reasoning` (`supported`, `streaming`, `encrypted` per provider) and `custom.reasoningEffort`
 * ({@link ReasoningEffortCapabilities}). `reasoning: false` declares a model that does not reason (the
 * kit's effort control is then disabled). Serve it with {@link agentCapabilitiesResponse} on
 * `GET <agent URL>/capabilities` (docs/architecture.md, "Protocol facts"). `multimodal`: the attachments the model takes
 * (`multimodal.input`: `true` = all the bridge can pass on, {@link BRIDGE_INPUT}; or the flags themselves); none
 * by default — a model that reads only text must not be offered an attach button. `overrides` is merged on top
 * (shallow, per category).
 *
 * @example
 * const capabilities = bridgeCapabilities("anthropic", { overrides: { identity: { name: "Claude helper" } } });
 */
export function bridgeCapabilities(
  provider: ReasoningProvider,
  options: { reasoning?: boolean; multimodal?: true | MultimodalInputCapabilities; overrides?: AgentCapabilities } = {},
): AgentCapabilities {
  const p = PROVIDERS[provider];
  const reasons = options.reasoning !== false;
  const effort: ReasoningEffortCapabilities = {
    efforts: reasons ? [...REASONING_EFFORTS] : [],
    ...(reasons && p.budget && { budgetTokens: { min: p.budget.min, max: Math.min(MAX_BUDGET_TOKENS, p.budget.max) } }),
  };
  const { overrides = {} } = options;
  return {
    ...overrides,
    transport: { streaming: true, ...overrides.transport },
    reasoning: reasons ? { supported: true, streaming: true, encrypted: p.encrypted, ...overrides.reasoning } : { supported: false, ...overrides.reasoning },
    custom: { reasoningEffort: effort, ...overrides.custom },
    ...(options.multimodal !== undefined && {
      multimodal: { ...overrides.multimodal, input: { ...(options.multimodal === true ? BRIDGE_INPUT[provider] : options.multimodal), ...overrides.multimodal?.input } },
    }),
  };
}

/**
 * `AgentCapabilities` as a web `Response` (200 JSON, `Cache-Control: no-store`) for a route such as
 * `GET /agent/capabilities` in any fetch-style server (Next.js route handlers, Hono, Workers…). Add CORS
 * headers through `init.headers` when the page is on another origin.
 *
 * @example
 * export const GET = () => agentCapabilitiesResponse(bridgeCapabilities("openai"));
 */
export function agentCapabilitiesResponse(capabilities: AgentCapabilities, init: { headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(capabilities), {
    status: 200,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...init.headers },
  });
}
