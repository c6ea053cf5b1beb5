"use client";
import { forwardRef } from "react";
import type { ReasoningBlock, ReasoningSource, ReasoningPart, ReasoningStatus, ReasoningView, ReasoningVisibility } from "@reasoning-ui/core";
import { useReasoningBlock } from "../../internal/useReasoningBlock";
import { usePartLabels } from "../../internal/useLabels";
import { defaultReasoningPartLabels, type Labels } from "../../labels";
import { ReasoningDisclosure, type DisclosureProps, type OpenChangeReason } from "./ReasoningDisclosure";

export type { OpenChangeReason };

const NO_PARTS: readonly ReasoningPart[] = [];

export namespace ReasoningPrimitiveRoot {
  export type Element = HTMLDivElement;
  /**
   * Props of `Reasoning.Root`: where the block comes from (`messageIds`, else a prepared `block` or `view`) and the
   * disclosure's open state, sized like Radix Collapsible's Root (`open`, `defaultOpen`, `onOpenChange`, `disabled`,
   * `asChild`) plus `collapseDelay` and `labels`. The plain data fields of earlier releases still work as overrides
   * ({@link DeprecatedDataProps}).
   */
  export interface Props extends DisclosureProps, DeprecatedDataProps {
    /**
     * The reasoning message ids to show (one, or every message of one REASONING_START/END span, in order): the root
     * subscribes ONCE to their block (core's `selectReasoningBlock`: the view, the run's reasoning tokens, whether
     * the user stopped the turn), re-renders at most once per frame when it changes, and hands it to its parts
     * through context. Renders nothing while none of the ids is in the store. Needs a `store` or an `AgentProvider`.
     */
    messageIds?: readonly string[] | undefined;
    /** A prepared block (core's `selectReasoningBlock`, or what `MessageList` gives `components.Reasoning`): no subscription. Ignored with `messageIds`. */
    block?: ReasoningBlock | undefined;
    /** A prepared view alone (`useReasoningView`, `selectReasoningView`): no subscription, no tokens, not stopped. Ignored with `messageIds` or `block`. */
    view?: ReasoningView | undefined;
    /** The store `messageIds` are read from (an agent store, or a `createReasoningStore()`). Default: the nearest `AgentProvider`'s. */
    store?: ReasoningSource | undefined;
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
    labels?: Partial<Labels> | undefined;
  }

  /**
   * The plain data fields `Reasoning.Root` took before it had `block`: each, given, wins over the data's field.
   * Kept for one release: give the root a `block` or a `view` instead (`ReasoningPanel` keeps them as its own
   * convenience props).
   */
  export interface DeprecatedDataProps {
    /** @deprecated Give a `view` or `block` (`ReasoningView.status`). Default: the data's, else `"complete"`. */
    status?: ReasoningStatus | undefined;
    /** @deprecated Give a `view` or `block` (`ReasoningView.visibility`). Default: the data's, else `"visible"`. */
    visibility?: ReasoningVisibility | undefined;
    /** @deprecated Give a `view` or `block`. Start of the reasoning, ms since epoch (from the data, never a component timer). */
    startedAt?: number | undefined;
    /** @deprecated Give a `view` or `block`. End of the reasoning, ms since epoch (same clock as `startedAt`). */
    endedAt?: number | undefined;
    /** @deprecated Give a `view` or `block` (`ReasoningView.durationMs`, ms: the agent's own figure when coherent). Default: `endedAt − startedAt`. */
    durationMs?: number | undefined;
    /** @deprecated Give a `view` or `block` (`ReasoningView.parts`): the visible text parts `Reasoning.Content` renders. */
    parts?: readonly ReasoningPart[] | undefined;
    /** @deprecated Give a `block` (`ReasoningBlock.reasoningTokens`), or `Reasoning.Tokens count`. */
    reasoningTokens?: number | undefined;
    /**
     * @deprecated Give a `block` (`ReasoningBlock.stopped`). With `status: "interrupted"`: the user stopped the run,
     * so the trigger says "Stopped thinking" (`labels.stopped`) and parts carry `data-stopped`.
     */
    stopped?: boolean | undefined;
  }
}

/**
 * Root of a reasoning disclosure (Radix Collapsible Root; WAI-ARIA disclosure pattern) and the one place a block's
 * data enters: give it `messageIds` and it subscribes to the store once, or a prepared `block` or `view`; its parts
 * (`Reasoning.Trigger / Content / Duration / Status / Tokens`, and `useReasoningRootContext` for your own) read
 * it from two contexts: the open state and the block's summary (status, times, tokens, stopped: a few changes per
 * block; `useReasoningDisclosureContext`) apart from the streamed text (`view`, `parts`: every delta), so a delta
 * re-renders `Reasoning.Content` and not the trigger, duration or tokens. Open state through Radix's `useControllableState`: controlled with `open` +
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
 * <Reasoning.Root block={selectReasoningBlock(store.getState(), [id])}>…</Reasoning.Root>
 */
export const ReasoningPrimitiveRoot = /* @__PURE__ */ forwardRef<ReasoningPrimitiveRoot.Element, ReasoningPrimitiveRoot.Props>(function ReasoningRoot(
  { messageIds, block: blockProp, view: viewProp, store, status, visibility, startedAt, endedAt, durationMs, parts, reasoningTokens, stopped, labels: labelsProp, ...rest },
  ref,
) {
  const subscribed = useReasoningBlock(messageIds, store, "Reasoning.Root");
  const labels = usePartLabels(defaultReasoningPartLabels, labelsProp);
  const block = messageIds ? subscribed : blockProp;
  const view = messageIds ? subscribed?.view : (blockProp?.view ?? viewProp);
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
