import type { RunRecord } from "../runTypes";
import type { AgentState } from "../types";
import { selectInterrupts } from "../interrupts/select";
import { describeSecret, type Sha256 } from "./digest";
import { AUDIT_SCHEMA, type AuditDecisionRecord } from "./types";

/**
 * The content-free decision records of a run that carried `resume` (AG-UI 1.0 interrupts, docs/architecture.md, "Interrupts"):
 * one per answer — interrupt id, reason, status, whether it was approved / edited (for approvals), the payload's
 * length and SHA-256 (never the payload), when (client clock) and who (`actor`, the app's hook). Async: the digests.
 */
export async function describeDecisions(run: RunRecord, state: AgentState, sha256: Sha256, at: number, actor: string | undefined): Promise<AuditDecisionRecord[]> {
  const views = selectInterrupts(state);
  const out: AuditDecisionRecord[] = [];
  for (const entry of run.resume ?? []) {
    const reason = views.find((v) => v.id === entry.interruptId)?.reason;
    const p = entry.payload as { approved?: unknown; editedArgs?: unknown } | undefined;
    const approval = reason === "tool_call" || reason === "confirmation";
    const record: AuditDecisionRecord = {
      schema: AUDIT_SCHEMA,
      kind: "decision",
      threadId: state.threadId,
      runId: run.runId,
      interruptId: entry.interruptId,
      ...(reason !== undefined && { reason: reason.slice(0, 128) }),
      status: entry.status,
      edited: entry.status === "resolved" && approval && p?.approved === true && p.editedArgs !== undefined,
      ...(approval && entry.status === "resolved" && { approved: p?.approved === true }),
      decidedAt: { client: at },
      ...(actor !== undefined && { decidedBy: actor.slice(0, 256) }),
    };
    if (entry.payload !== undefined) record.payload = await describeSecret(JSON.stringify(entry.payload) ?? "", sha256);
    out.push(record);
  }
  return out;
}
