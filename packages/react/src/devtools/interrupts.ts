/**
 * The inspector's line for a run that stopped for answers (AG-UI 1.0 RUN_FINISHED `outcome: interrupt`):
 * "waits for 2 answers: approve-c1 (tool_call), q1 (input_required)" — ids and reasons only, never a message or
 * schema (what the agent asked is content). At most 5 listed. `undefined` for any other event.
 */
export function interruptSummary(event: unknown): string | undefined {
  const outcome = (event as { type?: unknown; outcome?: { type?: unknown; interrupts?: unknown } } | undefined)?.outcome;
  if ((event as { type?: unknown }).type !== "RUN_FINISHED" || outcome?.type !== "interrupt" || !Array.isArray(outcome.interrupts)) return undefined;
  const list = outcome.interrupts as Array<{ id?: unknown; reason?: unknown }>;
  const named = list.slice(0, 5).map((i) => `${String(i?.id).slice(0, 64)} (${String(i?.reason).slice(0, 40)})`);
  return `waits for ${list.length} answer${list.length === 1 ? "" : "s"}: ${named.join(", ")}${list.length > 5 ? ", …" : ""}`;
}
