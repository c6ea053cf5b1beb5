"use client";
import { memo } from "react";
import { ReasoningBlockView } from "../ReasoningBlockView";
import { ReasoningSlot } from "./ReasoningSlot";
import type { RowContext } from "./types";

/** One reasoning block (one message or one span's messages): re-renders only when its view changes. */
export const ReasoningRow = /* @__PURE__ */ memo(function ReasoningRow({ ids, ctx }: { ids: string[]; ctx: RowContext }) {
  const Custom = ctx.components?.Reasoning;
  if (Custom) return <ReasoningSlot Custom={Custom} ids={ids} ctx={ctx} />;
  return <ReasoningBlockView markdown={ctx.markdown} {...ctx.reasoningProps} messageIds={ids} store={ctx.store} labels={ctx.labels} unstyled={ctx.unstyled} />;
});
