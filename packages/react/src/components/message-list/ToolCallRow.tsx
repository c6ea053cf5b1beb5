"use client";
import { memo } from "react";
import type { Interrupt } from "@ag-ui/core";
import { selectEditedToolArgs, selectWaitingInterrupts, type AgentState } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import { useToolCall } from "../../hooks/useToolCall";
import { ToolCallView } from "../ToolCallView";
import { selectRunning } from "./selectors";
import type { RowContext } from "./types";
import { WaitingRequestRow } from "./WaitingRequestRow";

const NONE: readonly Interrupt[] = [];

/**
 * One tool call of an assistant row: re-renders only when that call's view changes (or the run starts / ends).
 * A call without a result is `running` only while a run is in flight; `waiting` ("Waiting for approval") while the
 * agent waits for an answer to a request about it (AG-UI interrupt); otherwise `no-result` — restored history and
 * stopped runs never show "Waiting for result…". Once approved with edits, the row shows the edited arguments.
 * Without the list's `interrupts` (no prompt parts), the waiting request's message and that it cannot be answered
 * here follow the call (`WaitingRequestRow`).
 */
export const ToolCallRow = /* @__PURE__ */ memo(function ToolCallRow({ id, ctx }: { id: string; ctx: RowContext }) {
  const call = useToolCall(id, ctx.store);
  const running = useAgentStore(selectRunning, Object.is, ctx.store);
  const requests = useAgentStore((s: AgentState) => requestsAbout(selectWaitingInterrupts(s), id), Object.is, ctx.store);
  const edited = useAgentStore((s: AgentState) => selectEditedToolArgs(s, id), Object.is, ctx.store);
  if (!call) return null;
  const waiting = requests.length > 0;
  const status = call.error !== undefined ? "failed" : call.result !== undefined ? "complete" : running ? "running" : waiting ? "waiting" : "no-result";
  const Custom = ctx.components?.ToolCall;
  const view = Custom ? (
    <Custom toolCall={edited === undefined ? call : { ...call, args: edited }} />
  ) : (
    <ToolCallView
      name={call.name}
      args={edited ?? call.args}
      argsEdited={edited !== undefined}
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
  ) : waiting ? (
    <>
      {view}
      <WaitingRequestRow requests={requests} ctx={ctx} />
    </>
  ) : (
    view
  );
});

const aboutCache = new WeakMap<readonly Interrupt[], Map<string, readonly Interrupt[]>>();

/** The waiting requests about tool call `id` (a stable array per waiting list, so the row re-renders only when they change). */
function requestsAbout(waiting: readonly Interrupt[], id: string): readonly Interrupt[] {
  if (waiting.length === 0) return NONE;
  let byCall = aboutCache.get(waiting);
  if (!byCall) aboutCache.set(waiting, (byCall = new Map()));
  let hit = byCall.get(id);
  if (!hit) byCall.set(id, (hit = waiting.filter((r) => r.toolCallId === id)));
  return hit.length === 0 ? NONE : hit;
}
