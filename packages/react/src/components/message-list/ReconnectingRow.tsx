"use client";
import type { AgentState } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { isReconnecting } from "./reconnecting";
import type { RowContext } from "./types";

/**
 * "Reconnecting…" at the end of the list while the run in flight re-attaches after its connection dropped (a run
 * that outlives the page, docs/architecture.md): `data-rui="turn-outcome" data-status="reconnecting"`, a polite
 * status (announced once per drop: it appears, then goes when the stream resumes). Renders nothing otherwise.
 */
export function ReconnectingRow({ ctx }: { ctx: RowContext }) {
  const reconnecting = useAgentStore(isReconnecting, Object.is, ctx.store);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  if (!reconnecting) return null;
  return (
    <div data-rui="turn-outcome" data-status="reconnecting" data-tone="neutral" role="status" {...styled}>
      <span data-rui="turn-outcome-text" {...styled}>
        {labels.turnReconnecting}
      </span>
    </div>
  );
}
