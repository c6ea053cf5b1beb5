/**
 * `@reasoning-ui/core`: a framework-agnostic AG-UI 1.x client for reasoning UIs — SSE parsing, an event
 * reducer with reasoning bookkeeping, a zustand/vanilla store and the encrypted-value round trip.
 * No React import anywhere. Opt-in parts live in subpaths: `/json-patch` (STATE_DELTA, ACTIVITY_DELTA),
 * `/adapters` (any `@ag-ui/client` agent, Letta, MEUP).
 */
export * from "./types";
export type {
  AssistantMessage,
  Context,
  Event,
  ReasoningMessage,
  Tool,
  ToolCall,
  ToolMessage,
  UserMessage,
  ActivityMessage,
  CustomEvent,
  Interrupt,
  RawEvent,
  // AG-UI 1.0 content parts (issue 38): what a user message's `content` may hold
  ContentPart,
  TextPart,
  ImagePart,
  AudioPart,
  VideoPart,
  DocumentPart,
  PartSource,
  DataSource,
  UrlSource,
  FileSource,
  MultimodalInputCapabilities,
} from "@ag-ui/core";
export { EventType, LegacyEventType } from "./protocol/eventTypes";
export { normalizeMessage } from "./protocol/normalizeMessage";
export { summarizeEvent } from "./protocol/summarizeEvent";
export { sumTokenUsage } from "./protocol/tokenUsage";
export { REASONING_UI_METADATA_KEY, hiddenReasonOf, type HiddenReasoningReason } from "./protocol/reasoningUiMetadata";
// Also exported by `@reasoning-ui/core/strict`, with the `strict` module itself; bundled only when used.
export { AgentProtocolError } from "./strict/AgentProtocolError";
export type { AgentProtocolErrorCode, StrictVerification } from "./extensionTypes";
export type { AgentChange, AgentChangeListener, AgentChangeType } from "./changeTypes";
export { createAgentStore, createAgentStoreWith, type AgentStore } from "./store/createAgentStore";
// A reasoning-only store fed from an app's own chat state (issue 40): bundled only when used.
export { createReasoningStore, type ReasoningSource, type ReasoningStateData, type ReasoningStore, type ReasoningStoreMessage, type ReasoningStoreState } from "./reasoningStore/createReasoningStore";
// Event families beyond the reducer's core (docs/architecture.md, "Event families as modules"): each bundled only when used.
export { activityEvents, allEventFamilies, chunkEvents, customEvents, legacyThinkingEvents, stepEvents, subagentEvents } from "./reducer/families/index";
export type { EventFamily, EventRule } from "./reducer/events";
export { AgentStreamError, type AgentStreamErrorCode } from "./transport/AgentStreamError";
export { parseSseStream, type SseLimits } from "./transport/parseSseStream";
export { runHttpAgent, type RunHttpAgentOptions } from "./transport/runHttpAgent";
export type { AgentConnectionOptions } from "./transport/connectionOptions";
export type { AgentRunner, AgentRunRequest } from "./transport/runner";
export { buildRunAgentInput } from "./input/buildRunAgentInput";
export { randomUUID } from "./protocol/ids";
export * from "./export";
// Interop (fromAgUiAgent, Letta and MEUP adapters, reasoning steps) lives in the `@reasoning-ui/core/adapters`
// subpath so that apps which do not use it do not pay for it.
// Derived views (list rows, reasoning view, tool call) with structural sharing: docs/architecture.md, "Store and reducer".
export * from "./selectors";
// Run session (no React) and persistence: docs/architecture.md, "Session". Storage adapters: `@reasoning-ui/core/storage`.
export { checkSessionSource, createAgentSession } from "./session/createAgentSession";
export { sessionOfStore } from "./session/sessionOfStore";
export { agentHistory, historyFrom, reconcileHistory, hydrateFromAgent, HISTORY_ENGINE, type AgentHistory, type AgentHistoryLoader, type AgentHistoryOptions } from "./session/history";
export type {
  AgentRunInput,
  AgentEditInput,
  AgentSession,
  AgentSessionBaseOptions,
  AgentSessionOptions,
  AgentSessionRunnerOptions,
  AgentSessionState,
  EarlierMessages,
  AgentSessionUrlOptions,
  AgentThreads,
  AgentTransportOptions,
  PersistenceOptions,
  StorageError,
  StorageStatus,
  ThreadStorage,
  ThreadStorageBackend,
  ThreadSummary,
} from "./session/types";
export { PERSISTENCE_ENGINE_KEY as PERSISTENCE_ENGINE } from "./session/deprecatedPlumbing";
export type { DeprecatedPersistenceEngine as PersistenceEngine, DeprecatedSessionPersistence as SessionPersistence } from "./session/deprecatedPlumbing";
// Agent capabilities (AG-UI 1.0 `AgentCapabilities`) and per-run reasoning effort: docs/architecture.md, "Protocol facts".
export * from "./capabilities";
// AG-UI 1.0 interrupts (human in the loop): docs/architecture.md, "Interrupts".
export * from "./interrupts";
// Attachments: AG-UI 1.0 content parts in user messages (docs/architecture.md, "Attachments").
export * from "./attachments";
export { createUploader, deleteUpload, UploadError, type UploadCallOptions, type Uploader, type UploaderOptions, type UploadProgress, type UploadResult } from "./attachments/upload";
// Shared helpers of the kit's packages: one listener set and one backoff with jitter (docs/architecture.md, "Shared helpers").
export { createListeners, type Listeners } from "./helpers/subscribable";
export { backoffDelay, jitter, scheduleDelay, type BackoffJitter, type BackoffOptions } from "./helpers/backoff";
