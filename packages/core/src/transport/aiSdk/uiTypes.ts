/**
 * The AI SDK (`ai` 5, 6 and 7) UI message shapes this module reads and writes, declared structurally so
 * `@reasoning-ui/core` needs no `ai` at runtime. They match `ai`'s `UIMessage` / `UIMessageChunk`.
 */

/** `providerMetadata` / `providerOptions`: provider name → its JSON values (Anthropic `signature`, OpenAI `itemId`, …). */
export type ProviderMetadataLike = Record<string, Record<string, unknown>>;

/** One part of a {@link UIMessageLike} (the kinds this module writes). */
export type UIMessagePartLike =
  | { type: "step-start" }
  | { type: "text"; text: string; state?: "done"; providerMetadata?: ProviderMetadataLike }
  | { type: "reasoning"; text: string; state?: "done"; providerMetadata?: ProviderMetadataLike }
  | { type: "file"; mediaType: string; url: string; filename?: string }
  | {
      type: `tool-${string}`;
      toolCallId: string;
      state: "input-available" | "output-available";
      input: unknown;
      output?: unknown;
      callProviderMetadata?: ProviderMetadataLike;
    };

/** `ai`'s `UIMessage`: what `DefaultChatTransport` sends in `messages` and `convertToModelMessages` reads. */
export interface UIMessageLike {
  id: string;
  role: "system" | "user" | "assistant";
  parts: UIMessagePartLike[];
}

/** The body `DefaultChatTransport` POSTs (`{ ...body, id, messages, trigger, messageId }`). */
export interface AiSdkChatRequestBody {
  id: string;
  messages: UIMessageLike[];
  trigger: "submit-message" | "regenerate-message";
  messageId?: string;
  [key: string]: unknown;
}
