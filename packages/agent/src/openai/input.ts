import type { Message } from "@ag-ui/core";
import type { ResponseInputContent, ResponseInputItem, ResponseReasoningItem } from "openai/resources/responses/responses";
import { contentText, encryptedValueOf } from "../history";
import { dataUrl, drop, dropToolMedia, filenameOf, handleFits, hasMedia, mapContent, otherProvidersHandle, type InputPartsOptions, type PartInfo } from "../parts";
import { readReasoningUiMetadata } from "../metadata";
import { openaiReasoningItemId } from "./events";

/** What {@link agUiToOpenAIResponsesInput} returns: spread it into `client.responses.create({ model, ...turn })`. */
export interface OpenAIResponsesTurn {
  input: ResponseInputItem[];
  /** Always `false`: reasoning continuity travels in `encrypted_content`, nothing is kept by OpenAI. */
  store: false;
  /** Always `["reasoning.encrypted_content"]`, so the next response carries it again. */
  include: ["reasoning.encrypted_content"];
}

/** `{ phase }` from `metadata.reasoningUi.phase` when it is one OpenAI knows. */
function phaseOf(m: Message): { phase?: "commentary" | "final_answer" } {
  const phase = readReasoningUiMetadata(m)?.phase;
  return phase === "commentary" || phase === "final_answer" ? { phase } : {};
}

const PROVIDER = "OpenAI Responses";

/**
 * A media part as Responses input content: images → `input_image` (`image_url`: the URL or a `data:` URL of the
 * inline bytes; `file_id` for an OpenAI file handle; `detail: "auto"`), documents and other files →
 * `input_file` (`file_data` as a `data:` URL with `filename`, `file_url`, or `file_id`). Audio and video: none
 * in a Responses user message.
 */
function responsesPart(info: PartInfo): ResponseInputContent | ReturnType<typeof drop> {
  const { source } = info.part;
  if (source.type === "file" && !handleFits(source, "openai")) return otherProvidersHandle(source);
  if (info.kind === "image") {
    if (source.type === "file") return { type: "input_image", detail: "auto", file_id: source.value };
    return { type: "input_image", detail: "auto", image_url: source.type === "url" ? source.value : dataUrl(source) };
  }
  if (info.kind === "document" || info.kind === "file") {
    if (source.type === "file") return { type: "input_file", file_id: source.value };
    if (source.type === "url") return { type: "input_file", file_url: source.value, ...(info.name !== undefined && { filename: info.name }) };
    return { type: "input_file", file_data: dataUrl(source), filename: filenameOf(info) };
  }
  return drop(`a Responses user message takes no ${info.kind} input`);
}

/**
 * AG-UI messages (a `RunAgentInput.messages`, as the kit's `buildRunAgentInput` sends them) → the next
 * OpenAI Responses request, stateless (`store: false`, OpenAI "Reasoning" guide, "Encrypted reasoning
 * items"):
 * - `role: "reasoning"` messages → `{ type: "reasoning", id, summary, encrypted_content }` items in their
 *   original place: consecutive messages of one item (ids from `openaiResponsesToAgUi`) become one item,
 *   `summary` = its summary messages' text in order, `content` = its `reasoning_text` messages, the
 *   `encrypted_content` byte-for-byte. A reasoning message without an `encryptedValue` (cut before
 *   `output_item.done`, or reasoning from elsewhere) is left out: under `store: false` OpenAI cannot
 *   resolve an item it was not given in full.
 * - assistant messages → an output `message` item (`id` kept when it is OpenAI's `msg_…`, `phase` from
 *   `metadata.reasoningUi.phase` — OpenAI asks for it back on every assistant message) with their text, then one `function_call` item per tool call (`call_id`, `name`, `arguments` as sent, `id` from
 *   `metadata.reasoningUi.itemId`); tool messages → `function_call_output`; user / system / developer →
 *   easy input messages (text parts joined); a user message with attachments (AG-UI 1.0 content parts) →
 *   `input_text` / `input_image` / `input_file` content in order (see `responsesPart`); a part Responses
 *   cannot take (audio, video, another provider's handle) is left out and reported to `options.onDiagnostic`
 *   (`content_part_dropped`); `activity` messages are skipped.
 *
 * Never throws; the result is deterministic, so the request body is byte-stable.
 *
 * @example
 * const turn = agUiToOpenAIResponsesInput(input.messages);
 * const stream = await openai.responses.create({ model: "o4-mini", ...turn, reasoning: { summary: "auto" }, stream: true });
 */
export function agUiToOpenAIResponsesInput(messages: readonly Message[], options: InputPartsOptions = {}): OpenAIResponsesTurn {
  const input: ResponseInputItem[] = [];
  let reasoning: ResponseReasoningItem | undefined;
  for (const m of messages) {
    if (m.role !== "reasoning") reasoning = undefined;
    switch (m.role) {
      case "reasoning": {
        const itemId = openaiReasoningItemId(m.id);
        const encrypted = encryptedValueOf(m);
        if (reasoning?.id !== itemId) {
          reasoning = { type: "reasoning", id: itemId, summary: [] };
          input.push(reasoning);
        }
        const kind = /:(summary|content):\d+$/.exec(m.id)?.[1];
        if (kind === "content" && m.content) (reasoning.content ??= []).push({ type: "reasoning_text", text: m.content });
        else if (m.content && readReasoningUiMetadata(m)?.hidden === undefined) reasoning.summary.push({ type: "summary_text", text: m.content });
        if (encrypted !== undefined) reasoning.encrypted_content = encrypted;
        break;
      }
      case "assistant": {
        const text = m.content ?? "";
        if (text !== "") {
          input.push(
            m.id.startsWith("msg_")
              ? { type: "message", id: m.id, role: "assistant", status: "completed", content: [{ type: "output_text", text, annotations: [] }], ...phaseOf(m) }
              : { role: "assistant", content: text },
          );
        }
        for (const call of m.toolCalls ?? []) {
          const itemId = readReasoningUiMetadata(call)?.itemId;
          input.push({ type: "function_call", call_id: call.id, name: call.function.name, arguments: call.function.arguments, ...(itemId && { id: itemId }) });
        }
        break;
      }
      case "tool":
        dropToolMedia(m, PROVIDER, options);
        input.push({ type: "function_call_output", call_id: m.toolCallId, output: contentText(m.content) });
        break;
      case "user":
        if (hasMedia(m.content)) {
          const content = mapContent<ResponseInputContent>(m, PROVIDER, options, { text: (text) => ({ type: "input_text", text }), media: responsesPart });
          input.push({ type: "message", role: "user", content });
        } else input.push({ role: m.role, content: contentText(m.content) });
        break;
      case "system":
      case "developer":
        input.push({ role: m.role, content: contentText(m.content) });
        break;
      default:
        break;
    }
  }
  return {
    input: input.filter((item) => item.type !== "reasoning" || (item as ResponseReasoningItem).encrypted_content),
    store: false,
    include: ["reasoning.encrypted_content"],
  };
}
