import { reasoningDurationMs } from "../selectors/duration";
import type { Message, ReasoningInfo, ReasoningStatus, ReasoningVisibility } from "../types";
import type { ExportableState, ExportReasoning } from "./options";
import { reasoningTitle } from "./reasoningSummary";
import { exportParts, listAttachments, type ExportedAttachment } from "./exportAttachments";

/** How an exported reasoning message was shown: the store's bookkeeping, without ids of spans or clocks. */
export interface ExportedReasoningInfo {
  status: ReasoningStatus;
  visibility: ReasoningVisibility;
  /** How long it took, ms (`reasoningDurationMs`: the agent's own figure when coherent, else the client's), when known and non-zero. */
  durationMs?: number;
}

type Json = Record<string, unknown>;

const textOf = (content: unknown) => (typeof content === "string" ? content : "");

/**
 * The messages of `state` as they go into an export: AG-UI 1.x shapes rebuilt field by field from a fixed list
 * (`id`, `role`, `name`, `content`, `toolCalls` with `id`/`type`/`function`, `toolCallId`, `error`,
 * `subagentRunId`), so nothing else — `metadata`, unknown fields, and `encryptedValue` unless `encrypted` —
 * can slip through. `activity` messages are frontend-only (AG-UI) and never exported. Content parts of user and
 * tool messages are rebuilt too (`exportParts`): media parts only with `attachmentData`; every attachment is
 * listed in `attachments` either way (name, type, size, source type: never the bytes, a URL or a handle).
 */
export function exportMessages(state: ExportableState, reasoning: ExportReasoning, encrypted: boolean, attachmentData = false) {
  const messages: Json[] = [];
  const info: Record<string, ExportedReasoningInfo> = {};
  const attachments: ExportedAttachment[] = [];
  for (const message of state.messages) {
    const out = exportMessage(message, state.reasoning[message.id], reasoning, encrypted, attachmentData);
    if (!out) continue;
    messages.push(out.message);
    if (out.info) info[message.id] = out.info;
    if (message.role === "user" || message.role === "tool") attachments.push(...listAttachments(message));
  }
  return { messages, reasoningInfo: info, attachments };
}

/** String content as is; parts rebuilt (`exportParts`); anything else as it was (the stored-thread check allows no other). */
const contentOf = (content: unknown, data: boolean) => (Array.isArray(content) ? exportParts(content, data) : content);

function exportMessage(message: Message, bookkeeping: ReasoningInfo | undefined, reasoning: ExportReasoning, encrypted: boolean, data: boolean) {
  const m = message as Message & Json;
  const base: Json = { id: m.id, role: m.role };
  if (typeof m.name === "string") base.name = m.name;
  if (typeof m.subagentRunId === "string") base.subagentRunId = m.subagentRunId;
  const secret = encrypted && typeof m.encryptedValue === "string" ? { encryptedValue: m.encryptedValue } : {};
  switch (m.role) {
    case "activity":
      return undefined;
    case "reasoning": {
      if (reasoning === "omit") return undefined;
      const text = textOf(m.content);
      const visibility: ReasoningVisibility =
        bookkeeping?.visibility ?? (typeof m.encryptedValue === "string" ? (text ? "summary" : "hidden") : "visible");
      const content = visibility === "hidden" ? "" : reasoning === "summary" && visibility === "visible" ? reasoningTitle(text) : text;
      const info: ExportedReasoningInfo = { status: bookkeeping?.status ?? "complete", visibility };
      const durationMs = bookkeeping && bookkeeping.status !== "streaming" ? reasoningDurationMs(bookkeeping) : undefined;
      if (durationMs !== undefined && durationMs > 0) info.durationMs = durationMs;
      return { message: { ...base, content, ...secret }, info };
    }
    case "assistant": {
      const out: Json = { ...base };
      if (typeof m.content === "string") out.content = m.content;
      const calls = Array.isArray(m.toolCalls) ? m.toolCalls : [];
      if (calls.length)
        out.toolCalls = calls.map((c) => ({
          id: c.id,
          type: "function",
          function: { name: c.function?.name ?? "", arguments: c.function?.arguments ?? "" },
          ...(encrypted && typeof c.encryptedValue === "string" ? { encryptedValue: c.encryptedValue } : {}),
        }));
      return { message: { ...out, ...secret } };
    }
    case "tool": {
      const out: Json = { ...base, content: contentOf(m.content, data), toolCallId: m.toolCallId };
      if (typeof m.error === "string") out.error = m.error;
      return { message: { ...out, ...secret } };
    }
    default:
      return { message: { ...base, content: contentOf(m.content, data) ?? "", ...secret } };
  }
}
