"use client";
import { memo, type MouseEvent } from "react";
import { selectMessage, selectRun, type AgentState, type RunRecord } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { nearestComposerInput } from "../../internal/nearestComposerInput";
import type { ReasoningLabels } from "../../labels";
import { ListBranchPickerSlot } from "./ListBranchPickerSlot";
import { settledRunOf } from "./TurnBranchPicker";
import { answerBranch } from "./selectors";
import type { RowContext } from "./types";
import { asSentence } from "../../errorInWords";

/** The tone of a turn's outcome: a stop is the user's own doing (neutral), a cut stream a warning, a failure danger. */
const TONE = { stopped: "neutral", cut: "warning", failed: "danger", finished: "neutral", running: "neutral" } as const;

const supersededCache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The runs followed by a later run of the same turn (same user message: an interrupt's answer runs on the turn of its
 * request): the turn's Retry / Regenerate is offered once, on its last run. Memoised per `runs` array, O(runs) once.
 */
function supersededRuns(s: Pick<AgentState, "runs">): ReadonlySet<string> {
  let hit = supersededCache.get(s.runs);
  if (hit) return hit;
  const seen = new Set<string>();
  const out = new Set<string>();
  for (let i = s.runs.length - 1; i >= 0; i--) {
    const r = s.runs[i]!;
    if (r.userMessageId === undefined) continue;
    if (seen.has(r.userMessageId)) out.add(r.runId);
    else seen.add(r.userMessageId);
  }
  supersededCache.set(s.runs, (hit = out));
  return hit;
}

/** The visible sentence for a settled turn that did not finish (undefined for `finished` / `running`). */
export function turnOutcomeText(run: Pick<RunRecord, "status" | "error">, labels: ReasoningLabels): string | undefined {
  if (run.status === "stopped") return labels.turnStopped;
  // words for people (issue 39): the technical message stays on the run's error, for diagnostics and the inspector
  if (run.status === "cut") return run.error?.code === "run_lost" && run.error.message ? labels.turnRunLost(asSentence(run.error.message)) : labels.turnInterrupted;
  if (run.status === "failed") return labels.turnFailed(run.error ? labels.errorReason(run.error) : "");
  return undefined;
}

/**
 * One turn's outcome, shown on that turn (after its last message, or its user message when it produced none):
 * `data-rui="turn-outcome" data-status="stopped|failed|cut|finished" data-tone="neutral|warning|danger"`.
 * A stopped or cut turn that answered marks its answer partial (`data-rui="turn-outcome-partial"`); a failed turn
 * gives the reason. A turn of several runs (a request answered: the answer runs on the request's turn) offers its
 * action once, on its last run. With the list's `onRetry`, the last turn offers Retry (Regenerate once it finished) and an
 * earlier stopped/failed/cut turn Regenerate — every earlier turn when the list also has `onSwitchBranch` (a
 * regenerated turn forks, the later turns stay reachable through the branch picker, which this row then carries
 * first: "‹ 2/3 › Regenerate"); afterwards focus goes to the nearest composer's text field. A
 * finished turn renders nothing unless `onRetry` is set and it is the last one (or the list has `onSwitchBranch`). Not a live region (the list's
 * `ListAnnouncer` announces the current run).
 */
export const TurnOutcomeRow = /* @__PURE__ */ memo(function TurnOutcomeRow({ runId, last, ctx }: { runId: string; last: boolean; ctx: RowContext }) {
  const run = useAgentStore((s: AgentState) => selectRun(s, runId), Object.is, ctx.store);
  const superseded = useAgentStore((s: AgentState) => supersededRuns(s).has(runId), Object.is, ctx.store);
  // a settled run's messages keep their roles: read once per render, no subscription (O(1) per id, indexed)
  const state = ctx.store.getState();
  const answered = run ? run.messageIds.some((id) => selectMessage(state, id)?.role === "assistant") : false;
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  // the turn's answers picker (Retry / Regenerate fork at its user message), beside Regenerate
  const point = useAgentStore(
    (s: AgentState) => {
      const user = ctx.onSwitchBranch ? selectRun(s, runId)?.userMessageId : undefined;
      return user !== undefined && settledRunOf(s, user) === runId ? s.branches[user] : undefined;
    },
    Object.is,
    ctx.store,
  );
  if (!run || run.status === "running") return null;
  const text = turnOutcomeText(run, labels);
  const onRetry = ctx.onRetry;
  // with branches (the list's onSwitchBranch) Regenerate keeps the later turns reachable, so every settled turn offers it
  // once per turn: a run followed by another of its turn (an answer to its request) leaves Retry / Regenerate to that one
  const offered = !superseded && (last || text !== undefined || ctx.onSwitchBranch !== undefined);
  const action = onRetry && offered ? (last && text !== undefined ? labels.retry : labels.regenerate) : undefined;
  if (text === undefined && action === undefined && !point) return null;
  const partial = answered && (run.status === "stopped" || run.status === "cut");
  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    const input = nearestComposerInput(event.currentTarget);
    onRetry?.(runId);
    input?.focus();
  };
  return (
    <div data-rui="turn-outcome" data-status={run.status} data-tone={TONE[run.status]} {...styled}>
      {point ? <ListBranchPickerSlot what="answer" branch={answerBranch(point)} ctx={ctx} /> : null}
      {partial ? (
        <span data-rui="turn-outcome-partial" {...styled}>
          {labels.turnPartial}
        </span>
      ) : null}
      {text !== undefined ? (
        <span data-rui="turn-outcome-text" {...styled}>
          {text}
        </span>
      ) : null}
      {action !== undefined ? (
        <button type="button" data-rui="turn-outcome-action" {...styled} onClick={retry}>
          {action}
        </button>
      ) : null}
    </div>
  );
});
