/**
 * Interop entry of `@reasoning-ui/core` (issue 4): `fromAgUiAgent` (any `@ag-ui/client` AbstractAgent as a run
 * source), the Letta and MEUP adapters and the reasoning-steps store. Published as the subpath
 * `@reasoning-ui/core/adapters` so that it stays out of the main entry's size budget (≈ 4.6 kB min+gzip).
 *
 * @example
 * import { createLettaAdapter, fromAgUiAgent } from "@reasoning-ui/core/adapters";
 */
export type { AgentRunner, AgentRunRequest } from "../transport/runner";
export {
  fromAgUiAgent,
  implementsConnect,
  runAgUiAgent,
  type AgUiAgentLike,
  type AgUiEventObservable,
  type FromAgUiAgentOptions,
  type RunAgUiAgentOptions,
} from "../transport/fromAgUiAgent";
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
} from "./letta";
export {
  applyReasoningStepEvents,
  createReasoningStepsStore,
  ReasoningStepEventName,
  traceTimelineSteps,
  type ReasoningAction,
  type ReasoningConclusion,
  type ReasoningStep,
  type ReasoningStepType,
  type ReasoningStepsState,
  type ReasoningStepsStore,
  type ReasoningTrace,
} from "./reasoningSteps";
export {
  createMeupAdapter,
  meupStepText,
  type MeupAdapter,
  type MeupAdapterOptions,
  type MeupEnvelope,
  type MeupReasoningEndPayload,
  type MeupReasoningStartPayload,
  type MeupReasoningStepPayload,
} from "./meup";
/** The kit's one typed AG-UI event builder, for adapters of other formats (the Letta and MEUP adapters use it). */
export { buildEvent, type EventFields, type EventOrigin } from "../protocol/buildEvent";
