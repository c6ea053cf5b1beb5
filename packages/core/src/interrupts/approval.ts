import type { ToolApprovalPayload } from "../protocol/runs";

/**
 * The payload of a tool approval, in the shape agent-framework and the kit's agent helpers read: `{ approved: true }`,
 * `{ approved: true, editedArgs }` (approve with edits, when the agent advertises `humanInTheLoop.approveWithEdits`)
 * or `{ approved: false, reason? }` — a denial is a `resolved` answer, never `cancelled`.
 *
 * @example
 * approvalPayload(true); // { approved: true }
 * approvalPayload(false, { reason: "wrong recipient" }); // { approved: false, reason: "wrong recipient" }
 */
export function approvalPayload(approved: boolean, extra: { editedArgs?: unknown; reason?: string } = {}): ToolApprovalPayload & Record<string, unknown> {
  if (!approved) return { approved: false, ...(typeof extra.reason === "string" && extra.reason !== "" && { reason: extra.reason }) };
  return { approved: true, ...(extra.editedArgs !== undefined && { editedArgs: extra.editedArgs }) };
}
