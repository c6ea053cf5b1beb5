"use client";
import { forwardRef } from "react";
import type { ReasoningSource } from "@reasoning-ui/core";
import { useAgentStoreApi } from "../context/useAgentStore";
import { openChoices } from "../internal/openChoices";
import { ReasoningPanel, type ReasoningPanelProps } from "./ReasoningPanel";

/** The props of {@link ReasoningBlockView} other than which messages and which store (what `MessageList`'s `reasoningProps` takes). */
export interface ReasoningBlockViewOptions
  extends Omit<
    ReasoningPanelProps,
    | "messageIds"
    | "view"
    | "store"
    | "status"
    | "visibility"
    | "startedAt"
    | "endedAt"
    | "durationMs"
    | "parts"
    | "text"
    | "labels"
    | "unstyled"
    | "reasoningTokens"
    | "stopped"
  > {}

/** Which reasoning messages {@link ReasoningBlockView} shows: exactly one of `messageId` / `messageIds`. */
export type ReasoningBlockViewTarget =
  | {
      /** One reasoning message id (`role: "reasoning"`). */
      messageId: string;
      messageIds?: undefined;
    }
  | {
      /** Several reasoning message ids of one REASONING_START/END span, in order: rendered as ONE panel. */
      messageIds: readonly string[];
      messageId?: undefined;
    };

/** Props of {@link ReasoningBlockView}: exactly one of `messageId` / `messageIds`, plus the panel's options. */
export type ReasoningBlockViewProps = ReasoningBlockViewOptions &
  ReasoningBlockViewTarget & {
    /**
     * The store: an agent store (`useAgentRun`, `createAgentStore`) or a reasoning-only store fed from your own chat
     * state (`createReasoningStore`). Default: the nearest `AgentProvider`'s.
     */
    store?: ReasoningSource | undefined;
    labels?: ReasoningPanelProps["labels"];
    unstyled?: boolean | undefined;
  };

/**
 * Renders one reasoning block (one reasoning message, or every message of one span) from the store, picking by
 * visibility (its former name, `ReasoningMessage`, is AG-UI's message type; kept as a deprecated alias):
 * `visible` → {@link ReasoningPanel}; `summary` → the panel with the summary and a
 * {@link ReasoningSummaryBadge}; `hidden` → a {@link HiddenReasoningIndicator} inside the same
 * `<div data-rui="reasoning" data-visibility="hidden" data-status>` root, which takes the DOM props (`id`,
 * `className`, `style`, `data-*`, `aria-*`, handlers). ONE store subscription (the panel's `Reasoning.Root
 * messageIds`: the view, the run's reasoning tokens, whether the user stopped the turn), re-rendering at most once
 * per frame and only when this block's data changes. Its start and end are announced once, through the list's live
 * region inside a `MessageList`, even when it turns out hidden at the end. A reader's open / close choice is kept
 * for the block across re-mounts. The encrypted value is never read, so it never reaches the DOM. Renders nothing
 * for an id that is not (yet) in the store.
 *
 * @throws Error at mount when there is neither a `store` prop nor an `AgentProvider` with one, or when not exactly
 *   one of `messageId` / `messageIds` is given.
 * @example
 * <AgentProvider store={store}>
 *   <ReasoningBlockView messageId="reasoning-1" collapseDelay={500} />
 *   <ReasoningBlockView messageIds={["r-1", "r-2"]} />
 * </AgentProvider>
 * <ReasoningBlockView store={store} messageId="reasoning-1" />
 */
export const ReasoningBlockView = /* @__PURE__ */ forwardRef<HTMLDivElement, ReasoningBlockViewProps>(function ReasoningBlockView(
  { messageId, messageIds, store: storeProp, ...props },
  ref,
) {
  if ((messageId === undefined) === (messageIds === undefined))
    throw new Error("`ReasoningBlockView` takes exactly one of `messageId` (one reasoning message) or `messageIds` (one span's messages).");
  const store = useAgentStoreApi(storeProp, "ReasoningBlockView");
  const ids = messageIds ?? [messageId!];
  // The reader's first manual toggle wins for this block for good, across re-mounts (internal/openChoices).
  const choiceKey = ids.join("\u0000");
  const remembered = openChoices.get(store, choiceKey);
  const { defaultOpen, onOpenChange, collapseDelay } = props;
  return (
    <ReasoningPanel
      {...props}
      ref={ref}
      messageIds={ids}
      store={store}
      defaultOpen={defaultOpen ?? remembered}
      collapseDelay={remembered === true ? false : collapseDelay}
      onOpenChange={(open, details) => {
        if (details.reason === "user") openChoices.set(store, choiceKey, open);
        onOpenChange?.(open, details);
      }}
    />
  );
});

/** @deprecated Renamed {@link ReasoningBlockView} (AG-UI's `ReasoningMessage` is the message type). */
export const ReasoningMessage = ReasoningBlockView;
/** @deprecated Renamed {@link ReasoningBlockViewOptions}. */
export type ReasoningMessageOptions = ReasoningBlockViewOptions;
/** @deprecated Renamed {@link ReasoningBlockViewTarget}. */
export type ReasoningMessageTarget = ReasoningBlockViewTarget;
/** @deprecated Renamed {@link ReasoningBlockViewProps}. */
export type ReasoningMessageProps = ReasoningBlockViewProps;
