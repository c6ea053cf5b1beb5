/**
 * @reasoning-ui/agent — agent-side bridges between provider reasoning streams and AG-UI 1.x reasoning
 * events, both ways (docs/architecture.md, "Agent bridges and the demo agent"). Runtime-neutral: web streams and plain objects only, no
 * Node APIs and no React; the provider SDKs are used for their types only.
 */
export { AgUiEmitter } from "./emitter";
export { ProviderStreamError, bridgeStream } from "./run";
export type { AgUiEventStream, BridgeDiagnostic, BridgeStreamOptions, ProviderStream } from "./run";
export { isAbortError, readProviderError } from "./errors";
export type { ProviderErrorInfo } from "./errors";
export { BridgeInputError, groupTurns } from "./history";
export type { InputPartsOptions } from "./parts";
export type { HistoryTurn } from "./history";
export {
  HIDDEN_REASONING_REASONS,
  REASONING_UI_METADATA_KEY,
  readReasoningUiMetadata,
  reasoningUiMetadata,
  summaryTitle,
} from "./metadata";
export type { HiddenReasoningReason, ReasoningUiMetadata } from "./metadata";
export { AGUI_SSE_HEADERS, agUiSseStream, writeAgUiSse } from "./sse";
export type { SseWritable } from "./sse";

export { openaiReasoningItemId, openaiReasoningMessageId, openaiResponsesToAgUi, openaiUsage } from "./openai/events";
export { agUiToOpenAIResponsesInput } from "./openai/input";
export type { OpenAIResponsesTurn } from "./openai/input";

export { anthropicBlockId, anthropicMessagesToAgUi, anthropicUsage, type AnthropicStreamOptions } from "./anthropic/events";
export { agUiToAnthropicMessages } from "./anthropic/input";
export type { AnthropicTurn } from "./anthropic/input";

export { geminiCallId, geminiToAgUi, geminiUsage, isGeneratedGeminiCallId } from "./gemini/events";
export { agUiToGeminiContents } from "./gemini/input";
export type { GeminiTurn } from "./gemini/input";

export { aiSdkEncryptedValue, aiSdkToAgUi } from "./aisdk/events";
export type { AiSdkStreamOptions } from "./aisdk/events";
export { agUiToModelMessages } from "./aisdk/input";

export { ThinkTagParser, splitThinkTags } from "./think";
export type { ThinkTagDiagnostic, ThinkTagOptions, ThinkTagSegment } from "./think";

export { CHAT_DONE, openaiChatToAgUi, openaiChatUsage } from "./chat/events";
export { USAGE_CONVENTIONS, chatCompletionUsage, normalizeTokenUsage, type ChatUsageLike, type UsageConvention } from "./usage";
export type { OpenAIChatChunk, OpenAIChatStreamOptions } from "./chat/events";
export { agUiToOpenAIChatMessages } from "./chat/input";
export type { OpenAIChatAssistantMessage, OpenAIChatReasoningInput } from "./chat/input";
export { MAX_REASONING_DETAILS } from "./chat/details";
export type { ReasoningDetail } from "./chat/details";

export { ollamaCallId, ollamaToAgUi, ollamaUsage } from "./ollama/events";
export type { OllamaStreamOptions } from "./ollama/events";
export { agUiToOllamaMessages } from "./ollama/input";

export {
  DEFAULT_BUDGET_TOKENS,
  MAX_BUDGET_TOKENS,
  REASONING_EFFORTS,
  agentCapabilitiesResponse,
  aiSdkReasoningProviderOptions,
  anthropicThinkingParams,
  BRIDGE_INPUT,
  bridgeCapabilities,
  chatReasoningParams,
  geminiThinkingParams,
  ollamaThinkParams,
  openaiReasoningParams,
  readReasoningRequest,
} from "./effort";
export type { ReasoningEffort, ReasoningEffortCapabilities, ReasoningProvider, ReasoningRequest } from "./effort";
// AG-UI 1.0 interrupts: stop for approval, read resume[], answer the provider (docs/architecture.md, "Interrupts").
export { applyToolDecisions, createInterruptLedger, humanInTheLoopCapabilities, MAX_RUN_INTERRUPTS, readToolDecision, toolApprovalInterrupt, withToolApprovals } from "./interrupts";
export type { ApprovalRule, InterruptLedger, OpenInterrupt, ResumeRefusal, StreamedToolCall, ToolDecision } from "./interrupts";

export { createRunLog } from "./runlog/runLog";
export type { AttachResult, LoggedEvent, RunEventSource, RunLog, RunLogOptions, RunLookup, RunRef, StartedRun } from "./runlog/runLog";
export { RunLogError, RunStoreError } from "./runlog/errors";
export type { RunLogErrorCode, RunLogErrorStatus, RunStoreErrorCode } from "./runlog/errors";
export { DEFAULT_RUN_LOG_BOUNDS } from "./runlog/bounds";
export type { RunLogBounds } from "./runlog/bounds";
export { DEFAULT_MAX_RUNS, MemoryRunStore, RunStoreFullError, memoryRunStore } from "./runlog/memoryStore";
export type { MemoryRunStoreOptions } from "./runlog/memoryStore";
export type { LogEntry, RunEnd, RunLogStatus, RunLogStore, RunLookupStatus, RunNotice, RunRecord } from "./runlog/types";
export { parseRunEventId, runEventId } from "./runlog/eventId";
export type { ParsedEventId } from "./runlog/eventId";
export { compactEntries } from "./runlog/compact";
export { DEFAULT_HEARTBEAT_MS, runLogFrame, runLogResponse, runLogSseStream, writeRunLogSse } from "./runlog/sse";
export type { RunLogSseOptions } from "./runlog/sse";
export { RunStoreUnavailableError } from "./runlog/errors";
export { runLogHandler, runLogNodeHandler } from "./runlog/handler";
export type { NodeRequestLike, NodeResponseLike, RunLogHandlerOptions, RunRouteAction, RunRouteVerdict } from "./runlog/handler";
