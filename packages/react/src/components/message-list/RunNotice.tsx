"use client";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { visuallyHidden } from "../../internal/visuallyHidden";
import type { RowContext } from "./types";

/**
 * The list's one live region: announces the current run's error message, or "Stopped" after a cancelled run;
 * empty otherwise (kept mounted so the announcement is heard). Visually hidden: what happened is shown on the
 * turn itself (`TurnOutcome`), where it stays when later turns run.
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
