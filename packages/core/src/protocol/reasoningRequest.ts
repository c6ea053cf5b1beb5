/** The reasoning efforts a client may ask for, from none to the most (the wire values of `forwardedProps.reasoning.effort`). */
export const REASONING_EFFORTS = ["off", "low", "medium", "high"] as const;

/** One of {@link REASONING_EFFORTS}; `"off"` asks the agent not to reason. */
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number];

/**
 * What a run asks for, sent as `RunAgentInput.forwardedProps.reasoning` (core's `reasoningForwardedProps` writes
 * it, the kit's `EffortControl` picks it); `@reasoning-ui/agent`'s `readReasoningRequest` reads it and its bridges
 * map it to each provider's parameter.
 */
export interface ReasoningRequest {
  effort: ReasoningEffort;
  /** Upper bound of reasoning tokens (providers that take one: Anthropic, Gemini), an integer ≥ 1; ignored for `"off"`. */
  budgetTokens?: number | undefined;
}
