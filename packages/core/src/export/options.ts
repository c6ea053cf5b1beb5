import type { AgentState } from "../types";

/** What of the reasoning goes into an export. */
export type ExportReasoning = "include" | "summary" | "omit";

/** Texts of the markdown export (English defaults in {@link defaultExportLabels}). */
export interface ExportLabels {
  title: string;
  user: string;
  assistant: string;
  system: string;
  developer: string;
  reasoning: string;
  toolCall: string;
  toolResult: string;
  toolError: string;
  /** Shown for reasoning that has no visible text (hidden: only an encrypted value). */
  hiddenReasoning: string;
  /** Shown for reasoning cut off before it finished. */
  interrupted: string;
  encryptedValue: string;
  attachment: (what: string) => string;
  /** Heading of an inactive variant with `branches: "all"`, e.g. "Other branch 1 of 3 (after message u-2)". */
  otherBranch: (index: number, count: number, parentMessageId: string) => string;
}

/** Default English {@link ExportLabels}. */
export const defaultExportLabels: ExportLabels = {
  title: "Conversation",
  user: "User",
  assistant: "Assistant",
  system: "System",
  developer: "Developer",
  reasoning: "Reasoning",
  toolCall: "Tool call",
  toolResult: "Result",
  toolError: "Error",
  hiddenReasoning: "Reasoned privately: the reasoning is encrypted and not shown.",
  interrupted: "interrupted",
  encryptedValue: "Encrypted value (opaque, as received)",
  attachment: (what) => `[attachment: ${what}]`,
  otherBranch: (index, count, parent) => `Other branch ${index + 1} of ${count} (${parent === "" ? "from the start" : `after message ${parent}`})`,
};

/** Options of {@link exportConversation}. */
export interface ExportConversationOptions {
  /**
   * - `include` (default): every reasoning message with its visible text (hidden ones as a marker);
   * - `summary`: per reasoning message, the producer's summary when its visibility is `summary`, else its title
   *   (the leading bold or heading line, else the first line cut to 200 characters); hidden ones as a marker;
   * - `omit`: no reasoning messages at all.
   */
  reasoning?: ExportReasoning;
  /** `markdown` (default): a readable transcript. `json`: AG-UI 1.x messages that `createAgentStore({ messages })` reads back. */
  format?: "markdown" | "json";
  /**
   * Include `encryptedValue`s (on messages and tool calls that are exported), byte-for-byte. Default false:
   * no encrypted value is ever written unless this is `true`. A reasoning message left out (`omit`) takes its
   * value with it.
   */
  encrypted?: boolean;
  /**
   * Which branches (issue 22): `active` (default) — the active branch only, the conversation as it reads now;
   * `all` — also every inactive variant of every fork (JSON: `forks: [{ parentMessageId, active, count, variants:
   * [{ index, messages, reasoningInfo, forks }] }]`; markdown: an "Other branches" section per variant), under the
   * same reasoning and encrypted-value rules.
   */
  branches?: "active" | "all";
  /**
   * Attachments (AG-UI 1.0 media parts, issue 38): `list` (default) — named in the export's `attachments` list
   * and as markdown lines (name, type, size), their parts left out of `content`: no bytes, no URL, no provider
   * handle; `data` — also kept in `content` as AG-UI parts with their source (inline base64, URL or handle) so the
   * JSON restores them. A part's metadata other than `filename` / `size` is never written.
   */
  attachments?: "list" | "data";
  /** Markdown texts (headings, markers). */
  labels?: Partial<ExportLabels>;
}

/** The part of the store's state an export reads. */
export type ExportableState = Pick<AgentState, "threadId" | "messages" | "reasoning"> & Partial<Pick<AgentState, "runId" | "runs" | "branches" | "branchVariants">>;
