import type { AgentCapabilities } from "@ag-ui/core";
import { humanInTheLoopCapabilities, REASONING_EFFORTS, type ReasoningRequest } from "@reasoning-ui/agent";

/** The budget range the scripted agent advertises and honours (it scales its chain to the budget), tokens. */
export const DEMO_BUDGET_TOKENS = { min: 256, max: 32_768 } as const;

/**
 * The AG-UI 1.0 `AgentCapabilities` the scripted demo agent serves on `GET /agent/capabilities`: SSE
 * streaming, reasoning (visible, streamed, encrypted), the effort levels with a token budget under
 * `custom.reasoningEffort` (docs/architecture.md, "Protocol facts") and `multimodal.input` image and PDF (issue 38: the
 * `attachments` scenario describes what it received).
 */
export function demoCapabilities(): AgentCapabilities {
  return {
    identity: { name: "reasoning-ui-demo-agent", description: "Scripted AG-UI agent of the Reasoning UI kit." },
    transport: { streaming: true },
    reasoning: { supported: true, streaming: true, encrypted: true },
    custom: { reasoningEffort: { efforts: [...REASONING_EFFORTS], budgetTokens: { ...DEMO_BUDGET_TOKENS } } },
    // AG-UI 1.0 attachments (issue 38): images and PDFs are described from their bytes (no provider, no fetch)
    multimodal: { input: { image: true, pdf: true } },
    // AG-UI 1.0 interrupts: the `approve` and `input` scenarios stop and take `resume[]`; edited arguments run
    humanInTheLoop: humanInTheLoopCapabilities({ approveWithEdits: true }),
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

/**
 * The CLI's `DEMO_AGENT_CAPABILITIES`: unset or `reasoning` → the default {@link demoCapabilities};
 * `no-reasoning` → capabilities saying the agent does not reason (the kit's effort control is disabled);
 * `none` → no capabilities endpoint (404, "unknown" to the kit). Scenarios run the same in every case.
 * @throws Error naming the variable for any other value.
 */
export function capabilitiesFromEnv(value: string | undefined): AgentCapabilities | false | undefined {
  const v = value?.trim() ?? "";
  if (v === "" || v === "reasoning") return undefined;
  if (v === "none") return false;
  if (v === "no-reasoning") return { ...demoCapabilities(), reasoning: { supported: false }, custom: { reasoningEffort: { efforts: [] } } };
  throw new Error("DEMO_AGENT_CAPABILITIES must be reasoning, no-reasoning or none.");
}
