import { reasoningDurationMs } from "../selectors/duration";
import type { Message, ReasoningInfo, ReasoningStatus, ReasoningVisibility } from "../types";
import type { ExportableState, ExportReasoning } from "./options";
import { reasoningTitle } from "./reasoningSummary";

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
 * can slip through. `activity` messages are frontend-only (AG-UI) and never exported.
 */
export function exportMessages(state: ExportableState, reasoning: ExportReasoning, encrypted: boolean) {
  const messages: Json[] = [];
  const info: Record<string, ExportedReasoningInfo> = {};
  for (const message of state.messages) {
    const out = exportMessage(message, state.reasoning[message.id], reasoning, encrypted);
    if (!out) continue;
    messages.push(out.message);
    if (out.info) info[message.id] = out.info;
  }
  return { messages, reasoningInfo: info };
}

function exportMessage(message: Message, bookkeeping: ReasoningInfo | undefined, reasoning: ExportReasoning, encrypted: boolean) {
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
      const out: Json = { ...base, content: m.content, toolCallId: m.toolCallId };
      if (typeof m.error === "string") out.error = m.error;
      return { message: { ...out, ...secret } };
    }
    default:
      return { message: { ...base, content: m.content ?? "", ...secret } };
  }
}
