/** The reasoning efforts a client may ask for, from none to the most. */
export const REASONING_EFFORTS = ["off", "low", "medium", "high"] as const;

/** One of {@link REASONING_EFFORTS}: `"off"` asks for no reasoning at all. */
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

/**
 * What a client asks for in `RunAgentInput.forwardedProps.reasoning` (the kit's `EffortControl` sends it):
 * an effort and, for providers that take one (Anthropic, Gemini), a thinking budget in tokens.
 */
export interface ReasoningRequest {
  effort: ReasoningEffort;
  /** Upper bound of reasoning tokens, an integer in 1…{@link MAX_BUDGET_TOKENS}; ignored when `effort` is `"off"`. */
  budgetTokens?: number;
}

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
