export { DEFAULT_BUDGET_TOKENS, MAX_BUDGET_TOKENS, REASONING_EFFORTS, readReasoningRequest } from "./request";
export type { ReasoningEffort, ReasoningRequest } from "./request";
export {
  aiSdkReasoningProviderOptions,
  anthropicThinkingParams,
  chatReasoningParams,
  geminiThinkingParams,
  ollamaThinkParams,
  openaiReasoningParams,
} from "./providers";
export { BRIDGE_INPUT, agentCapabilitiesResponse, bridgeCapabilities } from "./capabilities";
export type { ReasoningEffortCapabilities, ReasoningProvider } from "./capabilities";
