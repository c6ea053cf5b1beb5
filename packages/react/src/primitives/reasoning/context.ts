import { createContext, useContext } from "react";
import type { HiddenReasoningReason, ReasoningPart, ReasoningStatus, ReasoningView, ReasoningVisibility } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../../labels";

/**
 * What `Reasoning.Root` shares with its parts: its data (from the store for `messageIds`, from a `view`, or from
 * plain props, which win field by field) and its open state. Times in ms since epoch.
 */
export interface ReasoningRootContextValue {
  /** The view the root shows (`Reasoning.Root messageIds` or `view`); `undefined` for a root given plain props. */
  view: ReasoningView | undefined;
  /** The visible text parts in order: the root's `parts`, else the view's, else none. What `Reasoning.Content` renders by default. */
  parts: readonly ReasoningPart[];
  /** Why nothing is shown when `visibility` is `hidden` (the view's `hiddenReason`). */
  hiddenReason: HiddenReasoningReason | undefined;
  /** The run's reasoning tokens (`Reasoning.Root reasoningTokens`, else the store's for `messageIds`): `Reasoning.Tokens`' default. */
  reasoningTokens: number | undefined;
  status: ReasoningStatus;
  visibility: ReasoningVisibility;
  startedAt: number | undefined;
  endedAt: number | undefined;
  /** The finished duration, ms, when the data gives one (`ReasoningView.durationMs`); else `endedAt − startedAt`. */
  durationMs: number | undefined;
  open: boolean;
  labels: ReasoningLabels;
  /** Interrupted by the user's Stop (`Reasoning.Root stopped`): "Stopped thinking", neutral tone. */
  stopped: boolean;
}

export const ReasoningRootContext = /* @__PURE__ */ createContext<ReasoningRootContextValue | null>(null);

/**
 * The enclosing `Reasoning.Root`'s state (`{ view, parts, status, visibility, startedAt, endedAt, durationMs,
 * reasoningTokens, open, labels, stopped }`), for custom parts: they read the block from here, never from the store.
 *
 * @param part the calling part's name, used in the error.
 * @throws Error "`<part>` must be used within `Reasoning.Root`" outside a root.
 * @example
 * function Phase() {
 *   const { status, open } = useReasoningRootContext("Phase");
 *   return <small>{status}{open ? " (open)" : ""}</small>;
 * }
 */
export function useReasoningRootContext(part: string): ReasoningRootContextValue {
  const value = useContext(ReasoningRootContext);
  if (!value) throw new Error(`\`${part}\` must be used within \`Reasoning.Root\``);
  return value;
}

/** `data-*` attributes every part exposes. */
export function partAttributes(ctx: ReasoningRootContextValue) {
  return {
    "data-state": ctx.open ? "open" : "closed",
    "data-status": ctx.status,
    "data-visibility": ctx.visibility,
    "data-stopped": ctx.stopped && ctx.status === "interrupted" ? "" : undefined,
  } as const;
}
