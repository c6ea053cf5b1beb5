"use client";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { visuallyHidden } from "../../internal/visuallyHidden";
import type { RowContext } from "./types";

/**
 * The list's live region (`role="alert"`, visually hidden, kept mounted): announces how the current run ended —
 * stopped, failed with its reason, or cut — once, when it happens. What a person sees is each turn's own outcome
 * row (`TurnOutcomeRow`), which stays on its turn after later runs.
 */
export function RunNotice({ ctx }: { ctx: RowContext }) {
  const status = useAgentStore((s) => s.status, Object.is, ctx.store);
  const error = useAgentStore((s) => s.error, Object.is, ctx.store);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  return (
    <div role="alert" data-rui="run-notice" data-status={status} {...styled} style={visuallyHidden}>
      {status === "error" && error ? labels.runError(error.message) : status === "cancelled" ? labels.runCancelled : null}
    </div>
  );
}
