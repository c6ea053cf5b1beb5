/**
 * `@reasoning-ui/core/protocol` — the kit's wire vocabulary, in one home that depends on nothing: the
 * `metadata.reasoningUi` convention (its key, the hidden-reasoning reasons, its fields) and the
 * `forwardedProps.reasoning` request (efforts, budget). Producers (`@reasoning-ui/agent`, your own agent) and
 * the client (core's selectors, the effort control) import the same names from here.
 *
 * @example
 * import { REASONING_UI_METADATA_KEY, hiddenReasonOf, type ReasoningRequest } from "@reasoning-ui/core/protocol";
 */
export {
  HIDDEN_REASONING_REASONS,
  REASONING_UI_METADATA_KEY,
  hiddenReasonOf,
  readReasoningUiMetadata,
  reasoningUiMetadata,
} from "./reasoningUiMetadata";
export type { HiddenReasoningReason, ProviderErrorInfo, ReasoningUiMetadata } from "./reasoningUiMetadata";
export { REASONING_EFFORTS } from "./reasoningRequest";
export type { ReasoningEffort, ReasoningRequest } from "./reasoningRequest";
export { JSON_CONTENT_TYPE, errorBody, readErrorBody } from "./errorBody";
export type { ErrorBody, ReadErrorBody } from "./errorBody";
export { DEFAULT_HEARTBEAT_MS, DEFAULT_STALL_WINDOW_MS, KEEP_ALIVE_COMMENT, keepAliveComment, readKeepAliveComment, stallWindowMs } from "./heartbeat";
