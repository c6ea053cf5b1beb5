"use client";
/**
 * `@reasoning-ui/react`: React hooks, headless primitives and styled components that show an AG-UI
 * agent's reasoning. Import the default theme once: `import "@reasoning-ui/react/styles.css"`.
 */
export { AgentProvider, type AgentProviderProps } from "./context/AgentProvider";
export { useAgentStore, useAgentStoreApi } from "./context/useAgentStore";
export { useAgentRun, type UseAgentRunOptions, type UseAgentRunResult, type AgentRunInput } from "./hooks/useAgentRun";
export { useMessages } from "./hooks/useMessages";
export { useMessage } from "./hooks/useMessage";
export { useReasoning } from "./hooks/useReasoning";
export { useRunStatus } from "./hooks/useRunStatus";
export { useReasoningView, selectReasoningView, type ReasoningView, type ReasoningPart } from "./hooks/useReasoningView";
export { useToolCall, selectToolCall, type ToolCallInfo } from "./hooks/useToolCall";
export * from "./primitives/reasoning";
export { ReasoningPanel, type ReasoningPanelProps } from "./components/ReasoningPanel";
export { ReasoningSummaryBadge, type ReasoningSummaryBadgeProps } from "./components/ReasoningSummaryBadge";
export { HiddenReasoningIndicator, type HiddenReasoningIndicatorProps } from "./components/HiddenReasoningIndicator";
export { ReasoningMessage, type ReasoningMessageProps } from "./components/ReasoningMessage";
export { ToolCallView, type ToolCallViewProps } from "./components/ToolCallView";
export { MessageList, type MessageListProps } from "./components/MessageList";
export { Composer, type ComposerProps } from "./components/Composer";
export { CopyButton, defaultCopyLabels, type CopyButtonProps, type CopyButtonLabels } from "./components/CopyButton";
export { defaultLabels, mergeLabels, formatDurationEn, formatElapsedEn, type ReasoningLabels } from "./labels";
// interop (issue 4): `ReasoningSteps` and `useReasoningTrace` are in the `@reasoning-ui/react/steps` subpath.
