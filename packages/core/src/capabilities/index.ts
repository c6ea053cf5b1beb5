export { REASONING_EFFORTS, effortSupport, reasoningForwardedProps } from "./effort";
export type { EffortSupport, ReasoningEffort, ReasoningRequest } from "./effort";
export { capabilitiesUrl, fetchAgentCapabilities } from "./fetchAgentCapabilities";
export type { FetchAgentCapabilitiesOptions } from "./fetchAgentCapabilities";
export type { AgentCapabilities, ReasoningCapabilities } from "@ag-ui/core";
