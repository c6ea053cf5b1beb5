"use client";
import type { ComponentType } from "react";
import { useReasoningBlock } from "../../internal/useReasoningBlock";
import type { MessageListReasoningProps, RowContext } from "./types";

/** A `components.Reasoning` replacement, fed the block's data from ONE subscription; nothing until one id is known. */
export function ReasoningSlot({ Custom, ids, ctx }: { Custom: ComponentType<MessageListReasoningProps>; ids: string[]; ctx: RowContext }) {
  const block = useReasoningBlock(ids, ctx.store, "MessageList");
  if (!block) return null;
  return <Custom messageIds={ids} view={block.view} reasoningTokens={block.reasoningTokens} stopped={block.stopped} block={block} />;
}
