import type { InputContent, Message } from "@ag-ui/core";
import { PART_ID_SEPARATOR } from "./chunkMapper";
import { partFilename } from "../../protocol/contentParts";
import type { AiSdkChatRequestBody, ProviderMetadataLike, UIMessageLike, UIMessagePartLike } from "./uiTypes";

const PART_ID = new RegExp(`^(.+)${PART_ID_SEPARATOR}(\\d+)\\.(\\d+)$`);

/** How an `encryptedValue` becomes a part's `providerMetadata` (parsed, or a placeholder spliced in raw). */
type MetadataReader = (encryptedValue: string) => ProviderMetadataLike | string;

/** Whether `value` is the envelope this module stores: a JSON object (checked by parsing; the result is discarded). */
function isJsonObject(value: string): boolean {
  if (value.charCodeAt(0) !== 123 /* { */) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A user message's AG-UI 1.0 content as AI SDK UI parts: text parts as `text`, media parts as `file` parts
 * (`mediaType`, `url`: the URL itself or a `data:` URL of the inline bytes, `filename` from `metadata.filename`).
 * A provider's `file` handle has no AI SDK UI form (the UI message's file part takes a URL) and is left out.
 */
function userParts(content: string | InputContent[]): UIMessagePartLike[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  const parts: UIMessagePartLike[] = [];
  for (const c of content) {
    if (c.type === "text") {
      parts.push({ type: "text", text: c.text });
      continue;
    }
    const filename = partFilename(c);
    const named = filename === undefined ? {} : { filename };
    if (c.source.type === "url") parts.push({ type: "file", mediaType: c.source.mimeType ?? "application/octet-stream", url: c.source.value, ...named });
    else if (c.source.type === "data") parts.push({ type: "file", mediaType: c.source.mimeType, url: `data:${c.source.mimeType};base64,${c.source.value}`, ...named });
  }
  return parts;
}

function parseOutput(content: unknown): unknown {
  if (typeof content !== "string") return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

function build(messages: readonly Message[], readMeta: MetadataReader): UIMessageLike[] {
  const out: UIMessageLike[] = [];
  let current: (UIMessageLike & { step?: string }) | undefined;
  let tools = new Map<string, Extract<UIMessagePartLike, { toolCallId: string }>>();
  const meta = (value: string | undefined) => (value === undefined ? undefined : readMeta(value));
  for (const m of messages) {
    if (m.role === "user" || m.role === "system" || m.role === "developer") {
      current = undefined;
      const parts = m.role === "user" ? userParts(m.content) : [{ type: "text" as const, text: m.content }];
      out.push({ id: m.id, role: m.role === "user" ? "user" : "system", parts });
      continue;
    }
    if (m.role !== "assistant" && m.role !== "reasoning" && m.role !== "tool") continue;
    const match = PART_ID.exec(m.id);
    const key = match?.[1];
    if (!current || (key !== undefined && key !== current.id)) {
      current = { id: key ?? m.id, role: "assistant", parts: [{ type: "step-start" }], step: match?.[2] };
      tools = new Map();
      out.push(current);
    } else if (match && current.step !== undefined && match[2] !== current.step) {
      current.parts.push({ type: "step-start" });
    }
    if (match) current.step = match[2];
    const parts = current.parts;
    if (m.role === "reasoning") {
      const providerMetadata = meta(m.encryptedValue);
      parts.push({ type: "reasoning", text: m.content, state: "done", ...(providerMetadata !== undefined && { providerMetadata }) } as UIMessagePartLike);
    } else if (m.role === "assistant") {
      const providerMetadata = meta(m.encryptedValue);
      if (m.content || providerMetadata !== undefined) {
        parts.push({ type: "text", text: typeof m.content === "string" ? m.content : "", state: "done", ...(providerMetadata !== undefined && { providerMetadata }) } as UIMessagePartLike);
      }
      for (const call of m.toolCalls ?? []) {
        const callProviderMetadata = meta(call.encryptedValue);
        const part = {
          type: `tool-${call.function.name}`,
          toolCallId: call.id,
          state: "input-available",
          input: parseOutput(call.function.arguments || "{}"),
          ...(callProviderMetadata !== undefined && { callProviderMetadata }),
        } as Extract<UIMessagePartLike, { toolCallId: string }>;
        tools.set(call.id, part);
        parts.push(part);
      }
    } else {
      const part = tools.get(m.toolCallId);
      if (part) Object.assign(part, { state: "output-available", output: m.error !== undefined ? { error: m.error } : parseOutput(m.content) });
    }
  }
  for (const message of out) delete (message as { step?: string }).step;
  return out;
}

/**
 * The kit's AG-UI messages (e.g. `buildRunAgentInput(state).messages`) as `ai`'s `UIMessage[]` — what
 * `DefaultChatTransport` would send, so an unmodified route's `convertToModelMessages(messages)` restores
 * the conversation:
 * - a user message → `{ role: "user", parts: [text | file] }`; system / developer → `role: "system"`;
 * - the AG-UI messages an answer became (ids `${uiMessageId}#${step}.${part}`, made by `fromAiSdkRoute`)
 *   → one assistant UI message with that id: `step-start` at each step, `reasoning` parts, `text` parts and
 *   `tool-${name}` parts (`input` from the arguments, `output` from the tool message), in order; assistant
 *   messages from other sources join the answer they follow;
 * - an `encryptedValue` on a reasoning or text message, or on a tool call → that part's `providerMetadata` /
 *   `callProviderMetadata`: `JSON.parse` of the envelope `fromAiSdkRoute` stored. A value that is not a JSON
 *   object (an AG-UI agent's opaque blob) is kept as `{ reasoningUi: { encryptedValue } }`, never dropped.
 *
 * The request body itself is written by {@link serializeAiSdkChatRequest}, which splices the stored text in
 * without parsing it (byte-identical).
 *
 * @example
 * const messages = toUIMessages(store.getState().messages);
 * await convertToModelMessages(messages); // on a server: reasoning signatures come back as providerOptions
 */
export function toUIMessages(messages: readonly Message[]): UIMessageLike[] {
  return build(messages, (v) => (isJsonObject(v) ? (JSON.parse(v) as ProviderMetadataLike) : { reasoningUi: { encryptedValue: v } }));
}

/**
 * The JSON text of a `DefaultChatTransport` request body for `messages`: `{ ...extra, id, messages, trigger,
 * messageId }`, with every stored provider-metadata envelope written into it as the exact characters that
 * were stored (never parsed and re-serialised). `extra` is the app's `body` and the run's `forwardedProps`.
 *
 * @example
 * const body = serializeAiSdkChatRequest(input.messages, { id: input.threadId, extra: { model: "claude" } });
 * await fetch("/api/chat", { method: "POST", headers: { "Content-Type": "application/json" }, body });
 */
export function serializeAiSdkChatRequest(
  messages: readonly Message[],
  fields: { id: string; trigger?: AiSdkChatRequestBody["trigger"]; messageId?: string; extra?: Record<string, unknown> },
): string {
  const raws: string[] = [];
  const nonce = Math.random().toString(36).slice(2, 10);
  const token = (i: number) => `__rui_raw_${nonce}_${i}__`;
  const uiMessages = build(messages, (v) => {
    raws.push(isJsonObject(v) ? v : JSON.stringify({ reasoningUi: { encryptedValue: v } }));
    return token(raws.length - 1);
  });
  const body: AiSdkChatRequestBody = { ...fields.extra, id: fields.id, messages: uiMessages, trigger: fields.trigger ?? "submit-message", ...(fields.messageId !== undefined && { messageId: fields.messageId }) };
  const text = JSON.stringify(body);
  if (raws.length === 0) return text;
  return text.replace(new RegExp(`"__rui_raw_${nonce}_(\\d+)__"`, "g"), (_, i: string) => raws[Number(i)]!);
}
