import type { BranchTail, RunRecord, ThreadSnapshot } from "../types";
import { cloneRecord, dict, type AgentStateData } from "./draft";

/** A stored run record with the `cut` status under its former name (`interrupted`, see `LegacyTurnStatus`) reads `cut`. */
function cutStatus(r: RunRecord): RunRecord {
  return (r.status as string) === "interrupted" ? { ...r, status: "cut" } : r;
}

/**
 * The inactive branches' run records read the same way (their messages and bookkeeping untouched, as the same
 * objects). Stored data is untrusted: a part that is not the shape it should be is kept as it is, never thrown on.
 */
function cutVariants(variants: Record<string, Array<BranchTail | null>>): Record<string, Array<BranchTail | null>> {
  if (!variants || typeof variants !== "object") return variants;
  const out = cloneRecord(variants);
  for (const id in out) {
    const tails = out[id];
    if (!Array.isArray(tails)) continue;
    out[id] = tails.map((t) =>
      t && typeof t === "object" ? { ...t, runs: Array.isArray(t.runs) ? t.runs.map((r) => (r && typeof r === "object" ? cutStatus(r) : r)) : t.runs, variants: cutVariants(t.variants) } : t,
    );
  }
  return out;
}

/**
 * The state `restore(snapshot)` leaves (see `AgentState.restore`): `base` (the reducer's fresh state for the
 * snapshot's messages, the store's actions carried) with the snapshot's bookkeeping laid over it. What was still
 * open when the page went away restores settled — reasoning and spans `interrupted`, runs `cut` — never as an eternal
 * "Thinking…"; the runs' `endedAt` is then unknown and stays absent. A run stored with the `cut` status's former
 * name (`interrupted`) restores as `cut`. Pure; O(snapshot).
 */
export function restoredState(base: AgentStateData, snapshot: ThreadSnapshot): AgentStateData {
  const reasoning = cloneRecord(base.reasoning);
  for (const id in snapshot.reasoning) {
    if (!(id in base.reasoning)) continue; // bookkeeping for a message the snapshot does not have
    const info = snapshot.reasoning[id]!;
    reasoning[id] = info.status === "streaming" ? { ...info, status: "interrupted" } : info;
  }
  const spans: AgentStateData["spans"] = dict();
  for (const id in snapshot.spans) {
    const span = snapshot.spans[id]!;
    spans[id] = span.status === "streaming" ? { ...span, status: "interrupted" } : span;
  }
  const runs = snapshot.runs.map(cutStatus).map((r, i) =>
    // The last run cut before it learnt its messages (a re-attach that failed, `SessionRuns.fallBack`): they are
    // given to it as below, so its outcome row follows its partial answer.
    r.status === "cut" && r.messageIds.length === 0 && i === snapshot.runs.length - 1
      ? { ...r, messageIds: messagesOfRun(snapshot, r.userMessageId, snapshot.runs[i - 1]) }
      : r.status === "running"
      ? {
          ...r,
          status: "cut" as const,
          error: { message: "The page was closed while the agent was answering", code: "page_closed" },
          // A running record learns its messages only when it settles: give it them now, so its outcome row follows
          // its partial answer instead of sitting above its reasoning panel (anchored on the user message).
          messageIds: r.messageIds.length > 0 ? r.messageIds : messagesOfRun(snapshot, r.userMessageId, snapshot.runs[i - 1]),
        }
      : r,
  );
  const last = runs[runs.length - 1];
  return {
    ...base,
    threadId: snapshot.threadId,
    reasoning,
    spans,
    toolCallTimes: cloneRecord(snapshot.toolCallTimes),
    runs,
    runId: last?.runId,
    usage: last?.usage,
    branches: cloneRecord(snapshot.branches),
    branchVariants: cutVariants(snapshot.branchVariants),
    status: "idle",
    error: undefined,
    outcome: undefined,
    steps: [],
    diagnostics: [],
  };
}

/** The messages a run produced: those after its user message (and after the previous run's last one), users' excluded. */
function messagesOfRun(snapshot: ThreadSnapshot, userMessageId: string | undefined, previous: ThreadSnapshot["runs"][number] | undefined): string[] {
  const ids = snapshot.messages.map((m) => m.id);
  let from = 0;
  for (const id of [userMessageId, previous?.messageIds[previous.messageIds.length - 1]]) {
    const at = id === undefined ? -1 : ids.indexOf(id);
    if (at + 1 > from) from = at + 1;
  }
  return snapshot.messages.slice(from).filter((m) => m.role !== "user").map((m) => m.id);
}
