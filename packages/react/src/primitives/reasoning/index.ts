/**
 * The headless reasoning primitives, used as a namespace: `Reasoning.Root`, `Reasoning.Trigger`,
 * `Reasoning.Content`, `Reasoning.Duration`, `Reasoning.Status`, `Reasoning.Tokens` (one file per part, as Radix and assistant-ui do).
 * Each part's props are `Reasoning.<Part>.Props`.
 */
export { ReasoningPrimitiveRoot as Root } from "./ReasoningRoot";
export { ReasoningPrimitiveTrigger as Trigger } from "./ReasoningTrigger";
export { ReasoningPrimitiveContent as Content } from "./ReasoningContent";
export { ReasoningPrimitiveDuration as Duration } from "./ReasoningDuration";
export { ReasoningPrimitiveStatus as Status } from "./ReasoningStatus";
export { ReasoningPrimitiveTokens as Tokens } from "./ReasoningTokens";
