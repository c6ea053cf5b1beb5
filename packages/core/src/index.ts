/**
 * `@reasoning-ui/core`: a framework-agnostic AG-UI 1.x client for reasoning UIs — SSE parsing, an event
 * reducer with reasoning bookkeeping, a zustand/vanilla store and the encrypted-value round trip.
 * No React import anywhere.
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
} from "@ag-ui/core";
export { EventType, LegacyEventType } from "./protocol/eventTypes";
export { isAgUiEvent, isChunkEvent, isKnownEventType, isLegacyThinkingEvent } from "./protocol/guards";
export { mapLegacyThinkingEvent, type LegacyThinkingState } from "./protocol/legacyThinking";
export { normalizeMessage } from "./protocol/normalizeMessage";
export { summarizeEvent } from "./protocol/summarizeEvent";
export { sumTokenUsage } from "./protocol/tokenUsage";
export { applyEvent, createReducer, initialAgentStateData, type Reducer, type ReduceResult } from "./reducer/applyEvent";
export type { AgentStateData } from "./reducer/draft";
export { AgentProtocolError, type AgentProtocolErrorCode } from "./reducer/strict";
export { computeVisibility } from "./reducer/visibility";
export { createAgentStore, type AgentStore } from "./store/createAgentStore";
export { AgentStreamError, type AgentStreamErrorCode } from "./transport/AgentStreamError";
export { parseSseChunks, parseSseStream } from "./transport/parseSseStream";
export { runHttpAgent, type RunHttpAgentOptions } from "./transport/runHttpAgent";
export { buildRunAgentInput } from "./input/buildRunAgentInput";
export {
  fromAgUiAgent,
  runAgUiAgent,
  type AgentRunner,
  type AgentRunRequest,
  type AgUiAgentLike,
  type AgUiEventObservable,
  type FromAgUiAgentOptions,
  type RunAgUiAgentOptions,
} from "./transport/fromAgUiAgent";
export {
  createLettaAdapter,
  lettaMessagesToEvents,
  LETTA_OMITTED_REASONING,
  type LettaAdapter,
  type LettaAssistantMessage,
  type LettaHiddenReasoningMessage,
  type LettaMessage,
  type LettaMessageRecord,
  type LettaOmittedReasoning,
  type LettaReasoningMessage,
} from "./adapters/letta";
export {
  applyReasoningStepEvents,
  createReasoningStepsStore,
  ReasoningStepEventName,
  type ReasoningAction,
  type ReasoningConclusion,
  type ReasoningStep,
  type ReasoningStepType,
  type ReasoningStepsState,
  type ReasoningStepsStore,
  type ReasoningTrace,
} from "./adapters/reasoningSteps";
export {
  createMeupAdapter,
  meupStepText,
  type MeupAdapter,
  type MeupAdapterOptions,
  type MeupEnvelope,
  type MeupReasoningEndPayload,
  type MeupReasoningStartPayload,
  type MeupReasoningStepPayload,
} from "./adapters/meup";
