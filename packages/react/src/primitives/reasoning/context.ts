import { createContext, useContext } from "react";
import type { ReasoningStatus, ReasoningVisibility } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../../labels";

/** What `Reasoning.Root` shares with its parts. Times in ms since epoch. */
export interface ReasoningRootContextValue {
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
 * The enclosing `Reasoning.Root`'s state (`{ status, visibility, startedAt, endedAt, open, labels }`), for custom parts.
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
