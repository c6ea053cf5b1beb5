import type { AgentCapabilities } from "@ag-ui/core";
import { REASONING_EFFORTS, type ReasoningRequest } from "@reasoning-ui/agent";

/** The budget range the scripted agent advertises and honours (it scales its chain to the budget), tokens. */
export const DEMO_BUDGET_TOKENS = { min: 256, max: 32_768 } as const;

/**
 * The AG-UI 1.0 `AgentCapabilities` the scripted demo agent serves on `GET /agent/capabilities`: SSE
 * streaming, reasoning (visible, streamed, encrypted) and the effort levels with a token budget under
 * `custom.reasoningEffort` (docs/architecture.md §16).
 */
export function demoCapabilities(): AgentCapabilities {
  return {
    identity: { name: "reasoning-ui-demo-agent", description: "Scripted AG-UI agent of the Reasoning UI kit." },
    transport: { streaming: true },
    reasoning: { supported: true, streaming: true, encrypted: true },
    custom: { reasoningEffort: { efforts: [...REASONING_EFFORTS], budgetTokens: { ...DEMO_BUDGET_TOKENS } } },
  };
}

/** The sentence the scripted agent adds to its answer when a run asked for an effort, e.g. `Reasoning effort: high (budget 8000 tokens).` */
export function effortSentence(request: ReasoningRequest | undefined): string {
  if (!request) return "";
  const budget = request.budgetTokens !== undefined && request.effort !== "off" ? ` (budget ${request.budgetTokens} tokens)` : "";
  return `Reasoning effort: ${request.effort}${budget}.`;
}

/**
 * How much of a canned chain the scripted agent "thinks" for an effort: none for `off`, the first
 * sentence for `low`, all of it for `medium` (or no request), all of it plus a second pass for `high`.
 * A budget under 1000 tokens trims like `low`.
 */
export function chainFor(request: ReasoningRequest | undefined, chain: string, secondPass: string): string {
  if (!request) return chain;
  if (request.effort === "off") return "";
  const first = /^.*?[.!?](\s|$)/.exec(chain)?.[0].trim() ?? chain;
  if (request.effort === "low" || (request.budgetTokens !== undefined && request.budgetTokens < 1000)) return first;
  return request.effort === "high" ? `${chain} ${secondPass}` : chain;
}
