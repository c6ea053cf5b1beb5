import { createContext, useContext, useMemo } from "react";
import type { HiddenReasoningReason, ReasoningPart, ReasoningStatus, ReasoningView, ReasoningVisibility } from "@reasoning-ui/core";
import type { ReasoningPartLabels } from "../../labels";

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
  /** The reasoning parts' labels (the root's `labels` over the provider's over their English defaults). */
  labels: ReasoningPartLabels;
  /** Interrupted by the user's Stop (`Reasoning.Root stopped`): "Stopped thinking", neutral tone. */
  stopped: boolean;
}

/**
 * What changes at most a few times per block (its open state, labels, status, visibility, times, tokens, hidden
 * reason, stopped): the small context the trigger, duration, tokens and status parts read, so a streamed delta
 * (new `parts`) never re-renders them.
 */
export type ReasoningDisclosureContextValue = Omit<ReasoningRootContextValue, "view" | "parts">;

/** What changes with every streamed delta: the view and its text parts (what `Reasoning.Content` renders). */
export type ReasoningPartsContextValue = Pick<ReasoningRootContextValue, "view" | "parts">;

export const ReasoningDisclosureContext = /* @__PURE__ */ createContext<ReasoningDisclosureContextValue | null>(null);
export const ReasoningPartsContext = /* @__PURE__ */ createContext<ReasoningPartsContextValue | null>(null);

/**
 * The enclosing `Reasoning.Root`'s disclosure and block summary (`{ open, labels, status, visibility, startedAt,
 * endedAt, durationMs, reasoningTokens, hiddenReason, stopped }`), without the streamed text: a custom part that
 * shows no text reads this and re-renders only when one of these changes, never per streamed delta.
 *
 * @param part the calling part's name, used in the error.
 * @throws Error "`<part>` must be used within `Reasoning.Root`" outside a root.
 * @example
 * function Phase() {
 *   const { status, open } = useReasoningDisclosureContext("Phase");
 *   return <small>{status}{open ? " (open)" : ""}</small>;
 * }
 */
export function useReasoningDisclosureContext(part: string): ReasoningDisclosureContextValue {
  const value = useContext(ReasoningDisclosureContext);
  if (!value) throw new Error(`\`${part}\` must be used within \`Reasoning.Root\``);
  return value;
}

/**
 * The enclosing `Reasoning.Root`'s whole state (`{ view, parts, status, visibility, startedAt, endedAt, durationMs,
 * reasoningTokens, open, labels, stopped }`), for custom parts: they read the block from here, never from the store.
 * It includes the streamed text, so its caller re-renders per delta; a part that shows no text should use
 * {@link useReasoningDisclosureContext}.
 *
 * @param part the calling part's name, used in the error.
 * @throws Error "`<part>` must be used within `Reasoning.Root`" outside a root.
 * @example
 * function Phase() {
 *   const { status, open, parts } = useReasoningRootContext("Phase");
 *   return <small>{status}{open ? " (open)" : ""} · {parts.length} parts</small>;
 * }
 */
export function useReasoningRootContext(part: string): ReasoningRootContextValue {
  const disclosure = useReasoningDisclosureContext(part);
  const content = useContext(ReasoningPartsContext)!;
  return useMemo(() => ({ ...disclosure, ...content }), [disclosure, content]);
}

/** `data-*` attributes every part exposes. */
export function partAttributes(ctx: Pick<ReasoningRootContextValue, "open" | "status" | "visibility" | "stopped">) {
  return {
    "data-state": ctx.open ? "open" : "closed",
    "data-status": ctx.status,
    "data-visibility": ctx.visibility,
    "data-stopped": ctx.stopped && ctx.status === "interrupted" ? "" : undefined,
  } as const;
}
