import { createContext, useContext } from "react";
import type { ReasoningStatus, ReasoningVisibility } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../../labels";

/** What {@link ReasoningRoot} shares with its parts. Times in ms since epoch. */
export interface ReasoningRootContextValue {
  status: ReasoningStatus;
  visibility: ReasoningVisibility;
  startedAt: number | undefined;
  endedAt: number | undefined;
  open: boolean;
  labels: ReasoningLabels;
}

export const ReasoningRootContext = createContext<ReasoningRootContextValue | null>(null);

/**
 * The enclosing {@link ReasoningRoot}'s state, for custom parts.
 * @param part the calling part's name, used in the error.
 * @throws Error "`<part>` must be used within `ReasoningRoot`" outside a root.
 * @example
 * const { status, open } = useReasoningRootContext("MyPart");
 */
export function useReasoningRootContext(part: string): ReasoningRootContextValue {
  const value = useContext(ReasoningRootContext);
  if (!value) throw new Error(`\`${part}\` must be used within \`ReasoningRoot\``);
  return value;
}

/** `data-*` attributes every part exposes. */
export function partAttributes(ctx: ReasoningRootContextValue) {
  return {
    "data-state": ctx.open ? "open" : "closed",
    "data-status": ctx.status,
    "data-visibility": ctx.visibility,
  } as const;
}
