import { exportForks, type ExportedFork } from "./exportBranches";
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

/** The markdown of every inactive variant (with `branches: "all"`), each under its own heading. */
function otherBranches(forks: ExportedFork[], labels: typeof defaultExportLabels): string {
  let out = "";
  for (const fork of forks)
    for (const v of fork.variants) {
      const body = toMarkdown(v.messages, v.reasoningInfo, labels, v.attachments).replace(/^# .*\n*/, "");
      out += `\n---\n\n# ${labels.otherBranch(v.index, fork.count, fork.parentMessageId)}\n\n${body}` + otherBranches(v.forks, labels);
    }
  return out;
}

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
 * message, code? }, usage?, userMessageId?, messageIds }` (ids of exported messages only; never an HTTP body);
 * `attachments` (when any) lists each attachment `{ messageId, index, kind, name?, mimeType?, size?, source:
 * "data" | "url" | "file" }` — the bytes, URL or handle only in the message's parts with `attachments: "data"`. Markdown: `## User` / `## Assistant` sections, reasoning as `### Reasoning · 12 s`
 * with the text quoted, tool calls and results in fenced blocks.
 *
 * The active branch is exported by default; `branches: "all"` adds every inactive variant of every fork (JSON
 * `forks`, markdown "Other branch" sections).
 *
 * @throws TypeError for a `reasoning`, `format` or `branches` value other than the documented ones.
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
  const branches = options.branches ?? "active";
  if (branches !== "active" && branches !== "all") throw new TypeError(`exportConversation: branches must be "active" or "all" (got ${String(branches)})`);
  const attachmentMode = options.attachments ?? "list";
  if (attachmentMode !== "list" && attachmentMode !== "data") throw new TypeError(`exportConversation: attachments must be "list" or "data" (got ${String(attachmentMode)})`);
  const data = attachmentMode === "data";
  const { messages, reasoningInfo, attachments } = exportMessages(state, reasoning, encrypted, data);
  const forks = branches === "all" ? exportForks(state.branches, state.branchVariants, state.threadId, reasoning, encrypted, data) : undefined;
  const labels = { ...defaultExportLabels, ...options.labels };
  if (format === "markdown") {
    const main = toMarkdown(messages, reasoningInfo, labels, attachments);
    return forks ? main.replace(/\n*$/, "\n") + otherBranches(forks, labels) : main;
  }
  const doc = {
    format: "reasoning-ui/conversation",
    version: 1,
    threadId: state.threadId,
    ...(state.runId ? { runId: state.runId } : {}),
    reasoning,
    encrypted,
    messages,
    reasoningInfo,
    ...(attachments.length > 0 && { attachments }),
    ...(state.runs?.length ? { runs: exportRuns(state.runs, messages) } : {}),
    ...(forks ? { forks } : {}),
  };
  return JSON.stringify(doc, null, 2) + "\n";
}
