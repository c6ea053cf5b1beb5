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
export * from "./export";
// Interop (fromAgUiAgent, Letta and MEUP adapters, reasoning steps) lives in the `@reasoning-ui/core/adapters`
// subpath so that apps which do not use it do not pay for it. The runner contract stays here for `useAgentRun`.
export type { AgentRunner, AgentRunRequest } from "./transport/fromAgUiAgent";
