import type { Interrupt, ResumeEntry } from "@ag-ui/core";
import type { AgentState, RunError } from "../types";
import type { InterruptView } from "./types";

/** `expiresAt` as ms since epoch; undefined when absent or not a date (never expires, as `@ag-ui/client`'s `isInterruptExpired` reads it). */
export function parseExpiresAt(value: unknown): number | undefined {
  if (typeof value !== "string" || value.length > 64) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** Whether `view` has expired at `now` (ms since epoch). An answered interrupt never counts as expired. */
export function isInterruptExpired(view: Pick<InterruptView, "expiresAt">, now: number = Date.now()): boolean {
  return view.expiresAt !== undefined && view.expiresAt <= now;
}

type Source = Pick<AgentState, "runs" | "messages" | "reasoning" | "subagents">;
const cache = new WeakMap<object, { length: number; views: InterruptView[] }>();

/** The assistant message among `ids` holding tool call `toolCallId`, and the last reasoning span before it. */
function locate(s: Source, byId: Map<string, number>, ids: readonly string[], toolCallId: string | undefined): { toolCallMessageId?: string; spanId?: string } {
  let toolCallMessageId: string | undefined;
  let spanId: string | undefined;
  for (const id of ids) {
    const at = byId.get(id);
    if (at === undefined) continue;
    const m = s.messages[at]!;
    if (m.role === "reasoning" && toolCallMessageId === undefined) spanId = s.reasoning[m.id]?.spanId ?? spanId;
    if (toolCallId !== undefined && m.role === "assistant" && m.toolCalls?.some((c) => c.id === toolCallId)) toolCallMessageId = m.id;
  }
  return { ...(toolCallMessageId !== undefined && { toolCallMessageId }), ...(spanId !== undefined && { spanId }) };
}

/**
 * Every interrupt of the thread's active branch, oldest first (one view per id: a replayed RUN_FINISHED raising the
 * same id again shows once), each with its run, tool call, reasoning span, subagent and status — derived from the
 * run records alone (`RunRecord.interrupts` and `RunRecord.resume`), so it survives replay, MESSAGES_SNAPSHOT,
 * reload and branch switches by construction (docs/architecture.md, "Interrupts"):
 * - an id any run carried an answer for — unless that run failed (RUN_ERROR, HTTP error: the agent rejected it)
 *   — is `resolved` / `cancelled` (`submitting` while that run is in flight), wherever it was raised again;
 * - otherwise, raised by a run after which a later run that did not fail went on without answering it → `closed`;
 * - otherwise `pending` (with `rejected` when a failed run carried an answer for it).
 * Memoised per `runs` array (and message count): the same array while nothing changed. O(runs + messages + interrupts × run length).
 */
export function selectInterrupts(state: Source): InterruptView[] {
  const hit = cache.get(state.runs);
  if (hit && hit.length === state.messages.length) return hit.views;
  const runs = state.runs;
  const answered = new Map<string, { entry: ResumeEntry; runId: string; running: boolean }>();
  const rejected = new Map<string, RunError>();
  for (const r of runs) {
    if (!r.resume) continue;
    for (const entry of r.resume) {
      if (r.status === "failed") rejected.set(entry.interruptId, r.error ?? { message: "The agent did not accept the answer" });
      else answered.set(entry.interruptId, { entry, runId: r.runId, running: r.status === "running" });
    }
  }
  const suspendedBy = new Map<string, string>();
  for (const sa of Object.values(state.subagents)) {
    if (sa.outcome?.type === "suspended") for (const id of sa.outcome.interruptIds ?? []) suspendedBy.set(id, sa.subagentRunId);
  }
  const views = new Map<string, InterruptView>();
  let byId: Map<string, number> | undefined; // message positions, built once when some run has interrupts
  runs.forEach((r, i) => {
    if (!r.interrupts?.length) return;
    byId ??= new Map(state.messages.map((m, at) => [m.id, at] as const));
    // a later run that did not fail and answered none of these went on without them
    let movedOn = false;
    for (let j = i + 1; j < runs.length && !movedOn; j++) if (runs[j]!.status !== "failed" && !runs[j]!.resume?.length) movedOn = true;
    for (const raw of r.interrupts) {
      const interrupt = raw as Interrupt;
      const toolCallId = typeof interrupt.toolCallId === "string" ? interrupt.toolCallId : undefined;
      const expiresAt = parseExpiresAt(interrupt.expiresAt);
      const subagentRunId = typeof interrupt.subagentRunId === "string" ? interrupt.subagentRunId : suspendedBy.get(interrupt.id);
      const a = answered.get(interrupt.id);
      const view: InterruptView = {
        interrupt,
        id: interrupt.id,
        reason: interrupt.reason,
        runId: r.runId,
        ...(toolCallId !== undefined && { toolCallId }),
        ...locate(state, byId, r.messageIds, toolCallId),
        ...(subagentRunId !== undefined && { subagentRunId }),
        ...(expiresAt !== undefined && { expiresAt }),
        status: a ? (a.running ? "submitting" : a.entry.status) : movedOn ? "closed" : "pending",
        ...(a && { answer: a.entry, answeredByRunId: a.runId }),
      };
      const why = rejected.get(interrupt.id);
      if (!a && why) view.rejected = why;
      views.delete(interrupt.id); // one view per id, at its latest raising run
      views.set(interrupt.id, view);
    }
  });
  const out = [...views.values()];
  cache.set(runs, { length: state.messages.length, views: out });
  return out;
}

/** The open interrupts (status `pending`, expired ones included — check {@link isInterruptExpired}), oldest first. */
export function selectPendingInterrupts(state: Source): InterruptView[] {
  const all = selectInterrupts(state);
  let open = pendingCache.get(all);
  if (!open) pendingCache.set(all, (open = all.filter((v) => v.status === "pending")));
  return open;
}
const pendingCache = new WeakMap<InterruptView[], InterruptView[]>();
