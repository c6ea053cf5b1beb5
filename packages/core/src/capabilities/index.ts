export { REASONING_EFFORTS, effortSupport, reasoningForwardedProps } from "./effort";
export type { EffortSupport, ReasoningEffort, ReasoningRequest } from "./effort";
export { capabilitiesUrl, fetchAgentCapabilities, readAgentCapabilities } from "./fetchAgentCapabilities";
export type { CapabilitiesSource, FetchAgentCapabilitiesOptions } from "./fetchAgentCapabilities";
export type { AgentCapabilities, ReasoningCapabilities } from "@ag-ui/core";
