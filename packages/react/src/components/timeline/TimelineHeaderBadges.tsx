"use client";
import type { HiddenReasoningReason, TimelineStep } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../../labels";
import { HiddenReasoningIndicator } from "../HiddenReasoningIndicator";
import { ReasoningSummaryBadge } from "../ReasoningSummaryBadge";

const STATUS = { active: "streaming", complete: "complete", interrupted: "interrupted", failed: "interrupted" } as const;

/**
 * What the list shows beside a reasoning block's header, for a whole turn's timeline: the summary badge when a step
 * is a provider summary (the full reasoning encrypted), and the hidden indicator once per reason for hidden steps
 * (no duration: the header says it). Nothing for a turn of visible reasoning and tools only.
 */
export function TimelineHeaderBadges({ steps, labels, unstyled }: { steps: readonly TimelineStep[]; labels?: Partial<ReasoningLabels> | undefined; unstyled?: boolean | undefined }) {
  const summary = steps.some((s) => s.kind === "reasoning" && s.visibility === "summary");
  const hidden = new Map<HiddenReasoningReason, TimelineStep>();
  for (const s of steps) if (s.kind === "reasoning" && s.visibility === "hidden") hidden.set(s.hiddenReason ?? "encrypted", s);
  if (!summary && hidden.size === 0) return null;
  return (
    <>
      {summary ? <ReasoningSummaryBadge labels={labels} unstyled={unstyled} /> : null}
      {[...hidden].map(([reason, step]) => (
        <HiddenReasoningIndicator key={reason} reason={reason} status={STATUS[step.status]} labels={labels} unstyled={unstyled} />
      ))}
    </>
  );
}
