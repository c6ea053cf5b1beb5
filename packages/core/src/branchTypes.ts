/** Branch types of `@reasoning-ui/core` (issue 22: branches instead of deletion; docs/architecture.md, "Session"). */
import type { Message } from "@ag-ui/core";
import type { ReasoningInfo, ReasoningSpan, ToolCallTimes } from "./reasoningTypes";
import type { RunRecord } from "./runTypes";

/** One fork in the thread: the variants that follow one message. */
export interface BranchPoint {
  /** The message the variants follow; `""` for the start of the thread (an edit of the first user message). */
  parentMessageId: string;
  /** Number of variants (≥ 2). */
  count: number;
  /** Index of the active variant, 0-based. */
  active: number;
}

/**
 * An inactive variant of a fork, kept byte-for-byte beside the active branch: the messages that followed the
 * fork's parent (the same objects — every `encryptedValue` untouched) with their reasoning, span and tool-call
 * time bookkeeping, the runs that produced them, and the forks nested inside it (their own parents are messages
 * of this tail). Plain data (structured-cloneable, JSON-safe).
 */
export interface BranchTail {
  messages: Message[];
  reasoning: Record<string, ReasoningInfo>;
  spans: Record<string, ReasoningSpan>;
  toolCallTimes: Record<string, ToolCallTimes>;
  runs: RunRecord[];
  branches: Record<string, BranchPoint>;
  /** Variants of the nested forks, by parent message id; `null` at each fork's active index. */
  variants: Record<string, Array<BranchTail | null>>;
}
