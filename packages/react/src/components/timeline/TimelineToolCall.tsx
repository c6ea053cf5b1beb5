"use client";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState } from "@reasoning-ui/core";
import { useToolCall } from "../../hooks/useToolCall";
import type { ReasoningLabels } from "../../labels";
import { ToolCallView } from "../ToolCallView";

/** A tool step's body: the call's arguments and result through the kit's `ToolCallView`; re-renders only when that call changes. */
export function TimelineToolCall({ toolCallId, store, labels, unstyled }: { toolCallId: string; store: StoreApi<AgentState>; labels?: Partial<ReasoningLabels> | undefined; unstyled?: boolean | undefined }) {
  const call = useToolCall(toolCallId, store);
  if (!call) return null;
  return <ToolCallView name={call.name} args={call.args} result={call.result} hasEncryptedReasoning={call.hasEncryptedReasoning} labels={labels} unstyled={unstyled} />;
}
