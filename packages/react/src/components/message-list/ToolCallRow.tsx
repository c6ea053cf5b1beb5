"use client";
import { memo } from "react";
import { useAgentStore } from "../../context/useAgentStore";
import { useToolCall } from "../../hooks/useToolCall";
import { ToolCallView } from "../ToolCallView";
import { selectRunning } from "./selectors";
import type { RowContext } from "./types";

/**
 * One tool call of an assistant row: re-renders only when that call's view changes (or the run starts / ends).
 * A call without a result is `running` only while a run is in flight; otherwise `no-result` — restored history
 * and stopped runs never show "Waiting for result…".
 */
export const ToolCallRow = /* @__PURE__ */ memo(function ToolCallRow({ id, ctx }: { id: string; ctx: RowContext }) {
  const call = useToolCall(id, ctx.store);
  const running = useAgentStore(selectRunning, Object.is, ctx.store);
  if (!call) return null;
  const status = call.error !== undefined ? "failed" : call.result !== undefined ? "complete" : running ? "running" : "no-result";
  const Custom = ctx.components?.ToolCall;
  const view = Custom ? (
    <Custom toolCall={call} />
  ) : (
    <ToolCallView
      name={call.name}
      args={call.args}
      result={call.result}
      error={call.error}
      status={status}
      hasEncryptedReasoning={call.hasEncryptedReasoning}
      labels={ctx.labels}
      unstyled={ctx.unstyled}
    />
  );
  const i = ctx.interrupts;
  // the agent's requests about this call, right after it (AG-UI 1.0 interrupts)
  return i ? (
    <>
      {view}
      <i.Prompt toolCallId={id} store={ctx.store} onResume={i.onResume} approveWithEdits={i.approveWithEdits} unstyled={ctx.unstyled} />
    </>
  ) : (
    view
  );
});
