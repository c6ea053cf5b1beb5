"use client";
import { memo } from "react";
import { useToolCall } from "../../hooks/useToolCall";
import { ToolCallView } from "../ToolCallView";
import type { RowContext } from "./types";

/** One tool call of an assistant row: re-renders only when that call's view changes. */
export const ToolCallRow = /* @__PURE__ */ memo(function ToolCallRow({ id, ctx }: { id: string; ctx: RowContext }) {
  const call = useToolCall(id, ctx.store);
  if (!call) return null;
  const Custom = ctx.components?.ToolCall;
  return Custom ? (
    <Custom toolCall={call} />
  ) : (
    <ToolCallView name={call.name} args={call.args} result={call.result} hasEncryptedReasoning={call.hasEncryptedReasoning} labels={ctx.labels} unstyled={ctx.unstyled} />
  );
});
