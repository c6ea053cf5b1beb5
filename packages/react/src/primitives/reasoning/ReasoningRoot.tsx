"use client";
import { forwardRef } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState, ReasoningPart, ReasoningStatus, ReasoningView, ReasoningVisibility } from "@reasoning-ui/core";
import { useReasoningBlock } from "../../internal/useReasoningBlock";
import { useLabels } from "../../internal/useLabels";
import type { ReasoningLabels } from "../../labels";
import { ReasoningDisclosure, type DisclosureProps, type OpenChangeReason } from "./ReasoningDisclosure";

export type { OpenChangeReason };

const NO_PARTS: readonly ReasoningPart[] = [];

export namespace ReasoningPrimitiveRoot {
  export type Element = HTMLDivElement;
  /**
   * Props of `Reasoning.Root`. Where the data comes from: `messageIds` (the root subscribes to the store once),
   * else a prepared `view`, else the plain fields. The plain fields (`status`, `visibility`, `startedAt`, `endedAt`,
   * `durationMs`, `parts`, `reasoningTokens`, `stopped`) are also overrides: given, each wins over the data's.
   */
  export interface Props extends DisclosureProps {
    /**
     * The reasoning message ids to show (one, or every message of one REASONING_START/END span, in order): the root
     * subscribes ONCE to their view (core's `selectReasoningView`), the run's reasoning tokens and whether the user
     * stopped the turn, re-renders at most once per frame when they change, and hands them to its parts through
     * context. Renders nothing while none of the ids is in the store. Needs a `store` or an `AgentProvider`.
     */
    messageIds?: readonly string[] | undefined;
    /** A prepared view (`useReasoningView`, `selectReasoningView`, or what `MessageList` gives `components.Reasoning`): no subscription. Ignored with `messageIds`. */
    view?: ReasoningView | undefined;
    /** The agent store `messageIds` are read from. Default: the nearest `AgentProvider`'s. */
    store?: StoreApi<AgentState> | undefined;
    /** Reasoning status (`ReasoningView.status`). Default: the data's, else `"complete"`. */
    status?: ReasoningStatus | undefined;
    /** Visibility mode (`ReasoningView.visibility`). Default: the data's, else `"visible"`. */
    visibility?: ReasoningVisibility | undefined;
    /** Start of the reasoning, ms since epoch (from the data, never a component timer). */
    startedAt?: number | undefined;
    /** End of the reasoning, ms since epoch (same clock as `startedAt`). */
    endedAt?: number | undefined;
    /**
     * How long it took, ms, once finished (`ReasoningView.durationMs`: the agent's own figure when coherent, else
     * the client's). Default: `endedAt − startedAt`.
     */
    durationMs?: number | undefined;
    /** The visible text parts `Reasoning.Content` renders by default. Default: the view's `parts`. */
    parts?: readonly ReasoningPart[] | undefined;
    /** The run's reasoning tokens, `Reasoning.Tokens`' default count. Default: the store's for `messageIds`. */
    reasoningTokens?: number | undefined;
    /**
     * Controlled open state. The component then never changes it by itself: it *asks* through
     * `onOpenChange(next, { reason })`, with `reason: "auto"` for the streaming behaviour and `"user"` for the trigger.
     */
    open?: boolean | undefined;
    /** Uncontrolled initial state. Default: open when mounted while streaming, closed otherwise (history restore never flashes open). */
    defaultOpen?: boolean | undefined;
    /** Called on every open change, user or automatic. */
    onOpenChange?: ((open: boolean, details: { reason: OpenChangeReason }) => void) | undefined;
    /** ms between completion (or interruption) and the automatic collapse; `false` keeps it open. Default 1000. */
    collapseDelay?: number | false | undefined;
    /** Label overrides for the parts (wins over the provider's). */
    labels?: Partial<ReasoningLabels> | undefined;
    /**
     * With `status: "interrupted"`: the user stopped the run (not an error or a lost connection), so the trigger
     * says "Stopped thinking" (`labels.stopped`) and parts carry `data-stopped` (the theme's neutral tone instead
     * of the danger one). Default: the store's for `messageIds` (the turn's `RunRecord.status === "stopped"`).
     */
    stopped?: boolean | undefined;
  }
}

/**
 * Root of a reasoning disclosure (Radix Collapsible Root; WAI-ARIA disclosure pattern) and the one place a block's
 * data enters: give it `messageIds` and it subscribes to the store once, or a `view`, or plain fields; its parts
 * (`Reasoning.Trigger / Content / Duration / Status / Tokens`, and `useReasoningRootContext` for your own) read
 * the data from context. Open state through Radix's `useControllableState`: controlled with `open` +
 * `onOpenChange`, else uncontrolled.
 *
 * Automatic behaviour: opens when reasoning starts streaming, collapses `collapseDelay` ms after it completes or is
 * interrupted. Once the user toggles the trigger, their choice wins and sticks: no automatic change happens
 * afterwards. Reasoning that mounts already complete starts collapsed. Controlled, the automatic changes are
 * requests: `onOpenChange(next, { reason: "auto" })`.
 *
 * Renders a `<div data-rui="reasoning" data-state="open|closed" data-status data-visibility>` (nothing while
 * `messageIds` are not in the store yet); `asChild` merges onto your element.
 *
 * @throws Error "`Reasoning.Root` needs an agent store: …" with `messageIds` and neither `store` nor an `AgentProvider`.
 * @example
 * <Reasoning.Root messageIds={[id]}>
 *   <Reasoning.Trigger />
 *   <Reasoning.Tokens />
 *   <Reasoning.Content />
 *   <Reasoning.Status />
 * </Reasoning.Root>
 * <Reasoning.Root status="complete" startedAt={t0} endedAt={t0 + 12_000} parts={[{ id: "a", text: "…" }]}>…</Reasoning.Root>
 */
export const ReasoningPrimitiveRoot = /* @__PURE__ */ forwardRef<ReasoningPrimitiveRoot.Element, ReasoningPrimitiveRoot.Props>(function ReasoningRoot(
  { messageIds, view: viewProp, store, status, visibility, startedAt, endedAt, durationMs, parts, reasoningTokens, stopped, labels: labelsProp, ...rest },
  ref,
) {
  const block = useReasoningBlock(messageIds, store, "Reasoning.Root");
  const labels = useLabels(labelsProp);
  const view = messageIds ? block?.view : viewProp;
  if (messageIds && !view) return null;
  const data = {
    view,
    parts: parts ?? view?.parts ?? NO_PARTS,
    hiddenReason: view?.hiddenReason,
    reasoningTokens: reasoningTokens ?? block?.reasoningTokens,
    status: status ?? view?.status ?? "complete",
    visibility: visibility ?? view?.visibility ?? "visible",
    startedAt: startedAt ?? view?.startedAt,
    endedAt: endedAt ?? view?.endedAt,
    durationMs: durationMs ?? view?.durationMs,
    stopped: stopped ?? block?.stopped ?? false,
  };
  return <ReasoningDisclosure {...rest} data={data} labels={labels} ref={ref} />;
});
