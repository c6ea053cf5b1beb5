// An app that talks to an AI SDK route: the store plus the opt-in UI message stream runner.
export { createAgentStore } from "@reasoning-ui/core";
export { fromAiSdkRoute } from "@reasoning-ui/core/ai-sdk";
