/**
 * The headless reasoning primitives, used as a namespace: `Reasoning.Root`, `Reasoning.Trigger`,
 * `Reasoning.Content`, `Reasoning.Duration`, `Reasoning.Announcer`, `Reasoning.Tokens` (one file per part, as Radix and assistant-ui do).
 * `Reasoning.Status` is the deprecated name of `Reasoning.Announcer` (a live-region announcer, not a status
 * display), removed in the next release.
 * Each part's props are `Reasoning.<Part>.Props`.
 */
export { ReasoningPrimitiveRoot as Root } from "./ReasoningRoot";
export { ReasoningPrimitiveTrigger as Trigger } from "./ReasoningTrigger";
export { ReasoningPrimitiveContent as Content } from "./ReasoningContent";
export { ReasoningPrimitiveDuration as Duration } from "./ReasoningDuration";
export { ReasoningPrimitiveStatus as Announcer } from "./ReasoningStatus";
export { ReasoningPrimitiveStatus as Status } from "./ReasoningStatus";
export { ReasoningPrimitiveTokens as Tokens } from "./ReasoningTokens";
