import type { Message } from "@ag-ui/core";
import type { ContentBlockParam, MessageParam, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { contentText, encryptedValueOf, groupTurns, parseToolArguments } from "../history";
import { drop, dropToolMedia, handleFits, hasMedia, mapContent, otherProvidersHandle, type InputPartsOptions, type PartInfo } from "../parts";

const PROVIDER = "Anthropic Messages";
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** UTF-8 text of base64 bytes (a plain-text document's `data`); `undefined` when they are not valid UTF-8. */
function utf8Of(base64: string): string | undefined {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A media part as an Anthropic content block: images → `image` (source `base64` for JPEG / PNG / GIF / WebP,
 * `url`, or `file` for an Anthropic file id); PDFs → `document` (source `base64`, `url` or `file`, `title` from
 * the file name); plain text inline → `document` with a `text` source. Audio, video, other image or document
 * types: none.
 */
function anthropicBlock(info: PartInfo): ContentBlockParam | ReturnType<typeof drop> {
  const { source } = info.part;
  if (source.type === "file" && !handleFits(source, "anthropic")) return otherProvidersHandle(source);
  const title = info.name === undefined ? {} : { title: info.name };
  if (info.kind === "image") {
    if (source.type === "url") return { type: "image", source: { type: "url", url: source.value } };
    if (source.type === "file") return { type: "image", source: { type: "file", file_id: source.value } };
    const mediaType = IMAGE_TYPES.find((t) => t === source.mimeType.toLowerCase());
    return mediaType ? { type: "image", source: { type: "base64", media_type: mediaType, data: source.value } } : drop("image blocks take JPEG, PNG, GIF or WebP only");
  }
  if (info.kind === "document") {
    if (source.type === "url") return { type: "document", source: { type: "url", url: source.value }, ...title };
    if (source.type === "file") return { type: "document", source: { type: "file", file_id: source.value }, ...title };
    return { type: "document", source: { type: "base64", media_type: "application/pdf", data: source.value }, ...title };
  }
  if (info.kind === "file") {
    if (source.type === "file") return { type: "document", source: { type: "file", file_id: source.value }, ...title };
    if (source.type === "data" && /^text\/plain\b/i.test(source.mimeType)) {
      const text = utf8Of(source.value);
      return text === undefined ? drop("its text is not UTF-8") : { type: "document", source: { type: "text", media_type: "text/plain", data: text }, ...title };
    }
    return drop("document blocks take PDF or plain text only");
  }
  return drop(`Anthropic takes no ${info.kind} input`);
}
import { readReasoningUiMetadata } from "../metadata";

/** What {@link agUiToAnthropicMessages} returns: spread it into `client.messages.create({ model, max_tokens, ...turn })`. */
export interface AnthropicTurn {
  /** System and developer messages, joined by blank lines; absent when there are none. */
  system?: string;
  messages: MessageParam[];
}

function isRedacted(m: Message): boolean {
  return m.id.endsWith(":redacted") || readReasoningUiMetadata(m as { metadata?: unknown })?.hidden === "redacted";
}

/**
 * AG-UI messages → the next Anthropic Messages request (Anthropic "Extended thinking": "Preserving
 * thinking blocks" — the thinking blocks of the latest assistant turn must come back unmodified, in
 * order, with their signatures):
 * - the reasoning and assistant messages of one Anthropic response (ids from `anthropicMessagesToAgUi`;
 *   otherwise consecutive ones) → one `assistant` message whose blocks follow the history's order, even
 *   where the store put tool results between them (see `groupTurns`): a reasoning message → `{ type: "thinking", thinking: content, signature:
 *   encryptedValue }` (an omitted one gives `thinking: ""`, as received); a redacted one (id ending
 *   `:redacted` or `metadata.reasoningUi.hidden: "redacted"`) → `{ type: "redacted_thinking", data }`;
 *   an assistant message → a `text` block (when non-empty) then a `tool_use` block per tool call
 *   (`input` = the parsed `arguments`). Reasoning without an `encryptedValue` (a block cut before its
 *   signature, or reasoning from elsewhere) is left out: Anthropic rejects a thinking block without a
 *   valid signature, and a blanked one with its signature kept is refused too.
 * - the tool results answering that response → one `user` message of `tool_result` blocks right after it (`is_error` when the tool
 *   message has `error`); a user message right after joins it as a `text` block, as Anthropic asks.
 * - a user message with attachments (AG-UI 1.0 content parts) → `text`, `image` and `document` blocks in order
 *   (see `anthropicBlock`); a part Anthropic cannot take (audio, video, another provider's handle…) is left out
 *   and reported to `options.onDiagnostic` (`content_part_dropped`).
 * - system / developer → `system`; `activity` messages are skipped.
 *
 * @throws {BridgeInputError} a tool call's `arguments` is not a JSON object.
 * @example
 * const stream = await anthropic.messages.create({ model: "claude-sonnet-4-6", max_tokens: 16000, stream: true,
 *   thinking: { type: "enabled", budget_tokens: 8000 }, tools, ...agUiToAnthropicMessages(input.messages) });
 */
export function agUiToAnthropicMessages(messages: readonly Message[], options: InputPartsOptions = {}): AnthropicTurn {
  const out: MessageParam[] = [];
  const system: string[] = [];
  /** The blocks of the last user message when it holds tool results (a user text right after joins it). */
  let userBlocks: ContentBlockParam[] | undefined;
  const addResults = (results: readonly Extract<Message, { role: "tool" }>[]) => {
    if (!userBlocks) {
      userBlocks = [];
      out.push({ role: "user", content: userBlocks });
    }
    for (const m of results) {
      dropToolMedia(m, PROVIDER, options);
      const result: ToolResultBlockParam = { type: "tool_result", tool_use_id: m.toolCallId, content: m.error ?? contentText(m.content), ...(m.error !== undefined && { is_error: true }) };
      userBlocks.push(result);
    }
  };
  for (const turn of groupTurns(messages, anthropicResponseKey)) {
    if (turn.kind === "assistant") {
      const blocks = assistantBlocks(turn.parts);
      userBlocks = undefined;
      if (blocks.length > 0) out.push({ role: "assistant", content: blocks });
      if (turn.results.length > 0) addResults(turn.results);
      continue;
    }
    const m = turn.message;
    if (m.role === "tool") addResults([m]);
    else if (m.role === "user" && hasMedia(m.content)) {
      const blocks = mapContent<ContentBlockParam>(m, PROVIDER, options, { text: (text) => ({ type: "text", text }), media: anthropicBlock });
      if (userBlocks) userBlocks.push(...blocks);
      else out.push({ role: "user", content: blocks });
      userBlocks = undefined;
    } else if (m.role === "user") {
      const text = contentText(m.content);
      if (userBlocks) userBlocks.push({ type: "text", text });
      else out.push({ role: "user", content: text });
      userBlocks = undefined;
    } else if (m.role === "system" || m.role === "developer") {
      system.push(contentText(m.content));
    }
  }
  return { ...(system.length > 0 && { system: system.join("\n\n") }), messages: out };
}

/** The Anthropic message id a bridge-made AG-UI id (`${message.id}:${index}`, `…:redacted`) belongs to. */
function anthropicResponseKey(m: Message): string | undefined {
  return /^(.+):\d+(?::redacted)?$/.exec(m.id)?.[1];
}

/** The content blocks of one Anthropic response, in the history's order. */
function assistantBlocks(parts: readonly Message[]): ContentBlockParam[] {
  const blocks: ContentBlockParam[] = [];
  for (const m of parts) {
    if (m.role === "reasoning") {
      const value = encryptedValueOf(m);
      if (value === undefined) continue;
      blocks.push(isRedacted(m) ? { type: "redacted_thinking", data: value } : { type: "thinking", thinking: m.content, signature: value });
    } else if (m.role === "assistant") {
      if (m.content) blocks.push({ type: "text", text: m.content });
      for (const call of m.toolCalls ?? []) blocks.push({ type: "tool_use", id: call.id, name: call.function.name, input: parseToolArguments(call) });
    }
  }
  return blocks;
}
