export { ReasoningRoot, DEFAULT_COLLAPSE_DELAY, type ReasoningRootProps, type OpenChangeReason } from "./ReasoningRoot";
export { ReasoningTrigger, type ReasoningTriggerProps } from "./ReasoningTrigger";
export { ReasoningContent, type ReasoningContentProps } from "./ReasoningContent";
export { ReasoningDuration, reasoningDurationText, type ReasoningDurationProps } from "./ReasoningDuration";
export { ReasoningStatus, visuallyHidden, type ReasoningStatusProps } from "./ReasoningStatus";
export { useReasoningRootContext, type ReasoningRootContextValue } from "./ReasoningRootContext";
