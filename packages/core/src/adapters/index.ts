/**
 * Interop entry of `@reasoning-ui/core` (issue 4): `fromAgUiAgent` (any `@ag-ui/client` AbstractAgent as a run
 * source), the Letta and MEUP adapters and the reasoning-steps store. The same names are exported from the main
 * entry; this file exists so they can move to a subpath export (`@reasoning-ui/core/adapters`) and stay out of
 * the main bundle's size budget (together ≈ 4.6 kB min+gzip).
 */
export {
  fromAgUiAgent,
  runAgUiAgent,
  type AgentRunner,
  type AgentRunRequest,
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
