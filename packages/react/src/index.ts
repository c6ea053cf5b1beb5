"use client";
/**
 * `@reasoning-ui/react`: React hooks, headless primitives and styled components that show an AG-UI
 * agent's reasoning. Import the default theme once: `import "@reasoning-ui/react/styles.css"`.
 *
 * Every connected component and hook takes the store from the nearest `AgentProvider` or from its own `store`
 * argument. The core types that appear in these signatures are re-exported below, so an app needs no direct
 * dependency on `@reasoning-ui/core` to name them.
 */
// context and hooks
export { AgentProvider, type AgentProviderProps } from "./context/AgentProvider";
export { useAgentStore, useAgentStoreApi } from "./context/useAgentStore";
export {
  useAgentRun,
  type UseAgentRunOptions,
  type UseAgentRunUrlOptions,
  type UseAgentRunRunnerOptions,
  type UseAgentRunBaseOptions,
  type AgentRunTransportOptions,
  type UseAgentRunResult,
  type AgentRunInput,
  type UseAgentRunThreads,
} from "./hooks/useAgentRun";
// persistence (core's storage adapters, re-exported so the Quick start needs one import)
export { browserStorage, serverStorage, memoryStorage, type ServerStorageOptions } from "@reasoning-ui/core/storage";
export { agentHistory, historyFrom, type AgentHistory } from "@reasoning-ui/core";
export { serverThreadList, type ServerThread, type ServerThreadList } from "@reasoning-ui/core/storage";
export { useServerThreads, type ServerThreadsResult } from "./hooks/useServerThreads";
export { useMessages } from "./hooks/useMessages";
export { useMessage } from "./hooks/useMessage";
export { useReasoning } from "./hooks/useReasoning";
export { useRunStatus, useRunRecord, useRun } from "./hooks/useRunStatus";
export { useReasoningView } from "./hooks/useReasoningView";
export { useToolCall } from "./hooks/useToolCall";
// headless primitives: Reasoning.Root / Trigger / Content / Duration / Status (props: Reasoning.Root.Props, …)
export * as Reasoning from "./primitives/reasoning/index";
export type { OpenChangeReason } from "./primitives/reasoning/ReasoningRoot";
export { reasoningDurationText } from "./primitives/reasoning/ReasoningDuration";
export { useReasoningRootContext, useReasoningDisclosureContext, type ReasoningRootContextValue, type ReasoningDisclosureContextValue } from "./primitives/reasoning/context";
export { useElapsed, useReasoningElapsed, type ReasoningElapsed, type ReasoningTiming } from "./primitives/reasoning/useElapsed";
// styled components
export { ReasoningPanel, type ReasoningPanelProps } from "./components/ReasoningPanel";
export { ReasoningSummaryBadge, type ReasoningSummaryBadgeProps } from "./components/ReasoningSummaryBadge";
export { HiddenReasoningIndicator, type HiddenReasoningIndicatorProps } from "./components/HiddenReasoningIndicator";
export {
  ReasoningBlockView,
  type ReasoningBlockViewProps,
  type ReasoningBlockViewOptions,
  type ReasoningBlockViewTarget,
  // deprecated names:
  ReasoningMessage,
  type ReasoningMessageProps,
  type ReasoningMessageOptions,
  type ReasoningMessageTarget,
} from "./components/ReasoningBlockView";
export { ToolCallView, type ToolCallViewProps } from "./components/ToolCallView";
export { MessageList, type MessageListProps } from "./components/MessageList";
export { MessageListViewport, type MessageListViewportProps } from "./components/MessageListViewport";
export type {
  MessageListComponents,
  MessageListInterrupts,
  MessageListTextProps,
  MessageListUserMessageProps,
  MessageListReasoningProps,
  MessageListToolCallProps,
} from "./components/message-list/types";
export { Composer, type ComposerProps } from "./components/Composer";
// attachments (issue 38): the composer's `attachments` option, a message's attachments, the headless parts
// `Attachment.Root / Thumbnail / Name / Details / Progress / Retry / Remove` and their styled twin `AttachmentPreview`
export { MessageAttachments, type MessageAttachmentsProps } from "./components/attachments/MessageAttachments";
export { AttachmentPreview, type AttachmentPreviewProps } from "./components/attachments/AttachmentPreview";
export * as Attachment from "./primitives/attachment/index";
export { useAttachmentContext, type AttachmentContextValue } from "./primitives/attachment/context";
export { defaultAttachmentLabels, type AttachmentLabels } from "./attachments/labels";
export { AttachmentController, ATTACHMENT_DEFAULTS, type AttachmentEvent } from "./attachments/controller";
export type {
  AttachmentAccept,
  AttachmentKind,
  AttachmentRefusal,
  AttachmentRefusalReason,
  AttachmentStatus,
  AttachmentUploader,
  AttachmentUploadOptions,
  AttachmentUploadResult,
  ComposerAttachment,
  ComposerAttachmentsOptions,
  ComposerAttachmentsState,
  MediaPart,
  UploadProgress,
} from "./attachments/types";
export type { PartMetadata } from "./attachments/metadata";
// branches and persistence (issue 22): the version picker (styled `BranchPicker`; headless parts `Branch.Root / Previous / Count / Next`)
export { BranchPicker, type BranchPickerProps } from "./components/BranchPicker";
// its headless parts as a namespace (the kit's convention: X.* headless, a separately named styled component)
export * as Branch from "./primitives/branch/index";
export { useBranchContext, type BranchContextValue, useBranchPickerContext, type BranchPickerContextValue } from "./primitives/branch/context";
export { MessageEditor, type MessageEditorProps } from "./components/MessageEditor";
export { StorageNotice, type StorageNoticeProps } from "./components/StorageNotice";
// capabilities and reasoning effort (issue 24): the styled `EffortControl`; headless parts `Effort.Root / Label / Items / Item / Budget / Description`
export { EffortControl, type EffortControlProps } from "./components/EffortControl";
export * as Effort from "./primitives/effort-control/index";
export { useEffortControlContext, type EffortControlContextValue } from "./primitives/effort-control/context";
export { useAgentCapabilities, type UseAgentCapabilitiesOptions, type UseAgentCapabilitiesResult } from "./hooks/useAgentCapabilities";
// headless thread list: ThreadList.Root / New / Items / Item / ItemTrigger / ItemRemove
export * as ThreadList from "./primitives/thread-list/index";
export { useThreadList, type ThreadListSource, type ThreadListRootData } from "./hooks/useThreadList";
export { useThreadListContext, useThreadListItem, type ThreadListEntry, type ThreadListContextValue } from "./primitives/thread-list/context";
export { CopyButton, defaultCopyLabels, type CopyButtonProps, type CopyButtonLabels } from "./components/CopyButton";
export { CopyableBlock, type CopyableBlockProps } from "./components/CopyableBlock";
export {
  defaultLabels,
  defaultReasoningPartLabels,
  mergeLabels,
  formatDurationEn,
  formatElapsedEn,
  compactNumber,
  type Labels,
  type ReasoningLabels,
  type ReasoningPartLabels,
  type ReasoningPartLabelKey,
} from "./labels";
export { errorInWordsEn } from "./errorInWords";
// core types that appear in the signatures above (TS2307-free under pnpm without a direct core dependency)
export type {
  AgentState,
  AgentStore,
  AgentRunner,
  AgentRunRequest,
  Message,
  RunAgentInput,
  RunError,
  RunHttpAgentOptions,
  RunStatus,
  RunRecord,
  TurnStatus,
  ReasoningInfo,
  ReasoningStatus,
  ReasoningVisibility,
  ReasoningView,
  ReasoningPart,
  ToolCallInfo,
  MessageListItem,
  AgentCapabilities,
  CapabilitiesSource,
  EffortSupport,
  ReasoningEffort,
  ReasoningRequest,
  ContentPart,
  ImagePart,
  AudioPart,
  VideoPart,
  DocumentPart,
  PartSource,
} from "@reasoning-ui/core";
// per-run effort for `agent.run({ text, forwardedProps: reasoningForwardedProps(effort) })` (core's, re-exported)
export { REASONING_EFFORTS, effortSupport, reasoningForwardedProps } from "@reasoning-ui/core";
// interop (issue 4): `ReasoningSteps` and `useReasoningTrace` are in the `@reasoning-ui/react/steps` subpath.
// AG-UI 1.0 interrupts (issue 29): the styled prompt for MessageList's `interrupts`, and its headless parts Interrupt.Root / Item / Message / Approve / Deny / ApproveWithEdits / EditArguments / SchemaForm / TextAnswer / Countdown / Submit / Notice / Answer
export { InterruptPrompt, type InterruptPromptProps } from "./components/interrupt/InterruptPrompt";
export * as Interrupt from "./primitives/interrupt/index";
export { defaultInterruptLabels, type InterruptLabels } from "./primitives/interrupt/labels";
export type { InterruptDraft, InterruptRootContext } from "./primitives/interrupt/context";
// the opt-in interrupt support for useAgentRun({ interrupts: { support: interruptSupport } }), and the core helpers the prompts build on
export { approvalPayload, interruptSupport, isWaitingForAnswer, selectInterrupts, selectPendingInterrupts } from "@reasoning-ui/core";
export type { InterruptAnswer, InterruptNotice, InterruptOptions, InterruptView, ResumeResult } from "@reasoning-ui/core";
