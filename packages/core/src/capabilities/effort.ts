import type { AgentCapabilities } from "@ag-ui/core";
import { REASONING_EFFORTS, type ReasoningEffort, type ReasoningRequest } from "../protocol/reasoningRequest";

export { REASONING_EFFORTS } from "../protocol/reasoningRequest";
export type { ReasoningEffort, ReasoningRequest } from "../protocol/reasoningRequest";

/** What the kit reads from an agent's `AgentCapabilities` to offer effort. */
export interface EffortSupport {
  /**
   * `"supported"` / `"unsupported"`: the agent said so in `reasoning.supported`; `"unknown"`: it advertises
   * nothing (no endpoint, failed fetch, field absent) — the control stays usable.
   */
  reasoning: "supported" | "unsupported" | "unknown";
  /** The efforts to show: the agent's `custom.reasoningEffort.efforts` when a valid non-empty list, else all four (shown disabled when unsupported). */
  efforts: ReasoningEffort[];
  /** The token budget range when the agent takes one (`custom.reasoningEffort.budgetTokens`), integers ≥ 1. */
  budgetTokens?: { min: number; max: number } | undefined;
}

const isEffort = (v: unknown): v is ReasoningEffort => typeof v === "string" && (REASONING_EFFORTS as readonly string[]).includes(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const positiveInt = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) && v >= 1 ? Math.floor(v) : undefined);

/**
 * Reads {@link EffortSupport} from `AgentCapabilities` (AG-UI 1.0 `reasoning.supported`, plus the
 * `custom.reasoningEffort` the kit's agents add). `undefined` or malformed input → `"unknown"` with every
 * effort. Never throws.
 *
 * @example
 * effortSupport(await fetchAgentCapabilities(url)); // { reasoning: "supported", efforts: ["off","low","medium","high"], budgetTokens: { min: 1024, max: 128000 } }
 */
export function effortSupport(capabilities: AgentCapabilities | undefined): EffortSupport {
  const supported = isObject(capabilities) && isObject(capabilities.reasoning) ? capabilities.reasoning.supported : undefined;
  if (supported === false) return { reasoning: "unsupported", efforts: [...REASONING_EFFORTS] };
  const custom = isObject(capabilities) && isObject(capabilities.custom) && isObject(capabilities.custom.reasoningEffort) ? capabilities.custom.reasoningEffort : {};
  const listed = Array.isArray(custom.efforts) ? REASONING_EFFORTS.filter((e) => (custom.efforts as unknown[]).includes(e)) : [];
  const budget = isObject(custom.budgetTokens) ? custom.budgetTokens : {};
  const min = positiveInt(budget.min);
  const max = positiveInt(budget.max);
  return {
    reasoning: supported === true ? "supported" : "unknown",
    efforts: listed.length > 0 ? listed : [...REASONING_EFFORTS],
    ...(min !== undefined && max !== undefined && min <= max && { budgetTokens: { min, max } }),
  };
}

/**
 * `{ reasoning: { effort, budgetTokens? } }` to merge into a run's `forwardedProps` (a session's
 * `send({ text, forwardedProps })`); `budgetTokens` only when the effort is not `"off"` and the budget is a
 * positive number (floored). Unknown efforts → `{}`.
 *
 * @example
 * session.send({ text, forwardedProps: reasoningForwardedProps({ effort: "high", budgetTokens: 8000 }) });
 */
export function reasoningForwardedProps(request: ReasoningRequest | undefined): { reasoning?: ReasoningRequest } {
  if (!request || !isEffort(request.effort)) return {};
  const budget = request.effort === "off" ? undefined : positiveInt(request.budgetTokens);
  return { reasoning: budget === undefined ? { effort: request.effort } : { effort: request.effort, budgetTokens: budget } };
}
