"use client";
import { sumTokenUsage, type TurnRecord } from "@reasoning-ui/core";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import type { RowContext } from "./types";

/** Props of {@link TurnOutcome}. */
export interface TurnOutcomeProps {
  turn: TurnRecord;
  /** The newest settled turn: its finished outcome offers Regenerate (older finished turns show nothing). */
  latest: boolean;
  ctx: RowContext;
  onRetry: ((runId: string) => void) | undefined;
}

/**
 * How one turn ended, shown on that turn and kept there when later turns run: stopped by the user (neutral tone,
 * "Stopped — the answer above is partial"), failed (the reason, danger tone), interrupted (the stream was cut),
 * with Retry (`onRetry(runId)`); the newest finished turn offers Regenerate. A finished turn whose run reported
 * reasoning tokens shows them ("3.4K reasoning tokens"). Renders `<div data-rui="turn-outcome" data-outcome>`.
 */
export function TurnOutcome({ turn, latest, ctx, onRetry }: TurnOutcomeProps) {
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  const { outcome } = turn;
  const reasoningTokens = turn.usage ? sumTokenUsage(turn.usage).reasoningTokens : undefined;
  if (outcome === "running") return null;
  const text =
    outcome === "stopped"
      ? labels.turnStopped
      : outcome === "failed"
        ? labels.runError(turn.error?.message ?? labels.turnUnknownError)
        : outcome === "interrupted"
          ? labels.turnInterrupted
          : reasoningTokens
            ? labels.reasoningTokens(reasoningTokens)
            : "";
  const action = outcome === "finished" ? labels.regenerate : labels.retry;
  // Regenerate only on the newest turn; Retry on any turn that did not finish.
  const offer = onRetry && turn.userMessageId && (outcome !== "finished" || latest);
  if (!text && !offer) return null;
  return (
    <div data-rui="turn-outcome" data-outcome={outcome} {...styled}>
      {text ? <span data-rui="turn-outcome-text">{text}</span> : null}
      {offer ? (
        <button
          type="button"
          data-rui="turn-outcome-retry"
          {...styled}
          onClick={(event) => {
            // This row goes away with the rewind: keyboard focus moves to the composer's field, not to <body>.
            const field = event.currentTarget.ownerDocument.querySelector<HTMLTextAreaElement>('[data-rui="composer-input"]:not(:disabled)');
            onRetry!(turn.runId);
            field?.focus();
          }}
        >
          {action}
        </button>
      ) : null}
    </div>
  );
}
