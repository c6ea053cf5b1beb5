export { exportConversation } from "./exportConversation";
export { defaultExportLabels, type ExportConversationOptions, type ExportLabels, type ExportReasoning, type ExportableState } from "./options";
export { reasoningTitle, leadingReasoningTitle, formatExportDuration } from "./reasoningSummary";
export type { ExportedReasoningInfo } from "./exportMessages";
export type { ExportedAttachment } from "./exportAttachments";
export type { ExportedFork, ExportedVariant } from "./exportBranches";
