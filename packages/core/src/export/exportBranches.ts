import type { BranchTail } from "../branchTypes";
import type { AgentState } from "../types";
import { exportMessages } from "./exportMessages";
import type { ExportReasoning } from "./options";

/** One stored variant as exported with `branches: "all"`: its messages (rebuilt as the active ones are) and nested forks. */
export interface ExportedVariant {
  /** 0-based index among the fork's variants. */
  index: number;
  messages: ReturnType<typeof exportMessages>["messages"];
  reasoningInfo: ReturnType<typeof exportMessages>["reasoningInfo"];
  /** The variant's attachments (issue 38), when it has any. */
  attachments?: ReturnType<typeof exportMessages>["attachments"];
  forks: ExportedFork[];
}

/** A fork as exported with `branches: "all"`: the inactive variants after `parentMessageId` (the active one is the main transcript). */
export interface ExportedFork {
  parentMessageId: string;
  active: number;
  count: number;
  variants: ExportedVariant[];
}

/** The inactive variants of every fork in `branches` / `variants`, recursively; same field rules as the main export. */
export function exportForks(
  branches: AgentState["branches"] | undefined,
  variants: AgentState["branchVariants"] | undefined,
  threadId: string,
  reasoning: ExportReasoning,
  encrypted: boolean,
  attachmentData = false,
): ExportedFork[] {
  const out: ExportedFork[] = [];
  for (const parent in branches ?? {}) {
    const point = branches![parent]!;
    const list = variants?.[parent] ?? [];
    const exported: ExportedVariant[] = [];
    list.forEach((tail: BranchTail | null, index) => {
      if (!tail) return;
      const { messages, reasoningInfo, attachments } = exportMessages({ threadId, messages: tail.messages, reasoning: tail.reasoning }, reasoning, encrypted, attachmentData);
      exported.push({
        index,
        messages,
        reasoningInfo,
        ...(attachments.length > 0 && { attachments }),
        forks: exportForks(tail.branches, tail.variants, threadId, reasoning, encrypted, attachmentData),
      });
    });
    out.push({ parentMessageId: parent, active: point.active, count: point.count, variants: exported });
  }
  return out;
}
