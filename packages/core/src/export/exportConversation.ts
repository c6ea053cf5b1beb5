import { exportMessages } from "./exportMessages";
import { defaultExportLabels, type ExportableState, type ExportConversationOptions } from "./options";
import { toMarkdown } from "./toMarkdown";
import type { Message, RunRecord } from "../types";

/** Each run's outcome for the JSON file: no HTTP `body` (developer-only), message ids limited to the exported ones. */
function exportRuns(runs: readonly RunRecord[], messages: readonly unknown[]) {
  const exported = new Set(messages.map((m) => (m as Pick<Message, "id">).id));
  return runs.map((r) => ({
    runId: r.runId,
    status: r.status,
    ...(r.error && { error: r.error.code === undefined ? { message: r.error.message } : { message: r.error.message, code: r.error.code } }),
    ...(r.usage && { usage: r.usage.map((u) => ({ ...u })) }),
    ...(r.userMessageId !== undefined && exported.has(r.userMessageId) && { userMessageId: r.userMessageId }),
    messageIds: r.messageIds.filter((id) => exported.has(id)),
  }));
}

const REASONING = ["include", "summary", "omit"] as const;
const FORMATS = ["markdown", "json"] as const;

/**
 * A conversation as a file (issue 12): a markdown transcript or JSON, with the reasoning included, summarised or
 * omitted. **Encrypted values are never written unless `encrypted: true`** — messages are rebuilt from a fixed
 * list of fields, so neither `encryptedValue` nor `metadata` nor unknown fields pass by default. `activity`
 * messages (frontend-only, AG-UI) are never exported.
 *
 * JSON (`format: "json"`): `{ format: "reasoning-ui/conversation", version: 1, threadId, runId?, reasoning,
 * encrypted, messages, reasoningInfo }` where `messages` are AG-UI 1.x messages (feed them to
 * `createAgentStore({ messages })` to restore the thread) and `reasoningInfo[messageId]` is `{ status,
 * visibility, durationMs? }`; `runs` (when the state has any) lists each turn's outcome: `{ runId, status, error?: {
 * message, code? }, usage?, userMessageId?, messageIds }` (ids of exported messages only; never an HTTP body). Markdown: `## User` / `## Assistant` sections, reasoning as `### Reasoning · 12 s`
 * with the text quoted, tool calls and results in fenced blocks.
 *
 * @throws TypeError for a `reasoning` or `format` value other than the documented ones.
 * @example
 * const md = exportConversation(store.getState(), { reasoning: "summary" });
 * const json = exportConversation(store.getState(), { format: "json", reasoning: "include", encrypted: true });
 */
export function exportConversation(state: ExportableState, options: ExportConversationOptions = {}): string {
  const reasoning = options.reasoning ?? "include";
  const format = options.format ?? "markdown";
  if (!REASONING.includes(reasoning)) throw new TypeError(`exportConversation: reasoning must be one of ${REASONING.join(", ")} (got ${String(reasoning)})`);
  if (!FORMATS.includes(format)) throw new TypeError(`exportConversation: format must be one of ${FORMATS.join(", ")} (got ${String(format)})`);
  const encrypted = options.encrypted === true;
  const { messages, reasoningInfo } = exportMessages(state, reasoning, encrypted);
  if (format === "markdown") return toMarkdown(messages, reasoningInfo, { ...defaultExportLabels, ...options.labels });
  const doc = {
    format: "reasoning-ui/conversation",
    version: 1,
    threadId: state.threadId,
    ...(state.runId ? { runId: state.runId } : {}),
    reasoning,
    encrypted,
    messages,
    reasoningInfo,
    ...(state.runs?.length ? { runs: exportRuns(state.runs, messages) } : {}),
  };
  return JSON.stringify(doc, null, 2) + "\n";
}
