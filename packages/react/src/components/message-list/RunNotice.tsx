"use client";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import type { RowContext } from "./types";

/** The list's alert: the run's error message, or "Stopped" after a cancelled run; empty otherwise (kept mounted as a live region). */
export function RunNotice({ ctx }: { ctx: RowContext }) {
  const status = useAgentStore((s) => s.status, Object.is, ctx.store);
  const error = useAgentStore((s) => s.error, Object.is, ctx.store);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  return (
    <div role="alert" data-rui="run-notice" data-status={status} {...styled}>
      {status === "error" && error ? labels.runError(error.message) : status === "cancelled" ? labels.runCancelled : null}
    </div>
  );
}
