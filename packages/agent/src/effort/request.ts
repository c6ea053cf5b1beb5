import { REASONING_EFFORTS, type ReasoningEffort, type ReasoningRequest } from "@reasoning-ui/core/protocol";

/** The wire vocabulary of `forwardedProps.reasoning` (its one home: `@reasoning-ui/core/protocol`). */
export { REASONING_EFFORTS } from "@reasoning-ui/core/protocol";
export type { ReasoningEffort, ReasoningRequest } from "@reasoning-ui/core/protocol";

/** The largest `budgetTokens` accepted; bigger values are clamped to it. */
export const MAX_BUDGET_TOKENS = 1_000_000;

/** Token budgets used for an effort when the request names none (Anthropic's minimum is 1024). */
export const DEFAULT_BUDGET_TOKENS: Readonly<Record<Exclude<ReasoningEffort, "off">, number>> = {
  low: 1024,
  medium: 4096,
  high: 16384,
};

const isEffort = (v: unknown): v is ReasoningEffort => typeof v === "string" && (REASONING_EFFORTS as readonly string[]).includes(v);

/**
 * Reads `forwardedProps.reasoning` of a `RunAgentInput`. Returns `undefined` when it is absent or not a
 * known effort (the provider's default then applies); a `budgetTokens` that is not a positive finite number
 * is dropped, a fractional one floored, a huge one clamped to {@link MAX_BUDGET_TOKENS}. Never throws.
 *
 * @example
 * const reasoning = readReasoningRequest(input.forwardedProps); // { effort: "high", budgetTokens: 8000 }
 */
export function readReasoningRequest(forwardedProps: unknown): ReasoningRequest | undefined {
  if (typeof forwardedProps !== "object" || forwardedProps === null) return undefined;
  const raw = (forwardedProps as { reasoning?: unknown }).reasoning;
  if (typeof raw !== "object" || raw === null) return undefined;
  const { effort, budgetTokens } = raw as { effort?: unknown; budgetTokens?: unknown };
  if (!isEffort(effort)) return undefined;
  if (effort === "off" || typeof budgetTokens !== "number" || !Number.isFinite(budgetTokens) || budgetTokens < 1) return { effort };
  return { effort, budgetTokens: Math.min(MAX_BUDGET_TOKENS, Math.floor(budgetTokens)) };
}

/** The budget for a request that reasons: its own `budgetTokens`, else the effort's default. */
export function budgetOf(request: ReasoningRequest & { effort: Exclude<ReasoningEffort, "off"> }): number {
  return request.budgetTokens ?? DEFAULT_BUDGET_TOKENS[request.effort];
}
