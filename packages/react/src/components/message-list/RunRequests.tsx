"use client";
import type { Interrupt } from "@ag-ui/core";
import { selectRun, selectWaitingInterrupts, type AgentState } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import type { RowContext } from "./types";
import { WaitingRequestRow } from "./WaitingRequestRow";

const NONE: readonly Interrupt[] = [];
const unattached = new WeakMap<readonly Interrupt[], readonly Interrupt[]>();

/** The waiting requests of run `runId` that concern no tool call (those about a call follow the call). */
function runRequests(s: AgentState, runId: string): readonly Interrupt[] {
  const waiting = selectWaitingInterrupts(s);
  if (waiting.length === 0 || selectRun(s, runId)?.interrupts !== waiting) return NONE;
  let hit = unattached.get(waiting);
  if (!hit) unattached.set(waiting, (hit = waiting.filter((r) => typeof r.toolCallId !== "string")));
  return hit.length === 0 ? NONE : hit;
}

/** A run's waiting requests about no tool call, in a list without the prompt parts (`WaitingRequestRow`); nothing otherwise. */
export function RunRequests({ runId, ctx }: { runId: string; ctx: RowContext }) {
  const requests = useAgentStore((s: AgentState) => runRequests(s, runId), Object.is, ctx.store);
  return <WaitingRequestRow requests={requests} ctx={ctx} />;
}

