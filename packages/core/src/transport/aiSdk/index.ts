/**
 * `@reasoning-ui/core/ai-sdk`: an unmodified AI SDK route (UI message stream protocol, `ai` 5, 6 and 7) as the
 * source of runs. Opt-in subpath: apps that talk AG-UI ship none of it; no `ai` at runtime.
 */
export { fromAiSdkRoute, runAiSdkRoute, type AiSdkRouteOptions, type RunAiSdkRouteOptions } from "./fromAiSdkRoute";
export { UiChunkMapper } from "./chunkMapper";
export { aiSdkReasoningVisibility } from "./reasoningVisibility";
export { serializeAiSdkChatRequest, toUIMessages } from "./toUIMessages";
export type { AiSdkChatRequestBody, ProviderMetadataLike, UIMessageLike, UIMessagePartLike } from "./uiTypes";
