"use client";
import { forwardRef, type ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import { selectReasoningTokens, selectRunOfMessage, type AgentState } from "@reasoning-ui/core";
import { useAgentStore, useAgentStoreApi } from "../context/useAgentStore";
import { useReasoningView } from "../hooks/useReasoningView";
import { AnnouncerContext, SILENT, useAnnouncer } from "../internal/announcer";
import { openChoices } from "../internal/openChoices";
import { useLabels } from "../internal/useLabels";
import { useLifecycleMessage } from "../internal/useLifecycleMessage";
import { useStyledAttr } from "../internal/styled";
import { HiddenReasoningIndicator } from "./HiddenReasoningIndicator";
import { ReasoningPanel, type ReasoningPanelProps } from "./ReasoningPanel";

/** The props of {@link ReasoningMessage} other than which messages and which store (what `MessageList`'s `reasoningProps` takes). */
export interface ReasoningMessageOptions
  extends Omit<ReasoningPanelProps, "status" | "visibility" | "startedAt" | "endedAt" | "durationMs" | "parts" | "text" | "labels" | "unstyled" | "reasoningTokens"> {
  /** Variant of the hidden indicator (and summary badge unless `badgeVariant` is set). Default `inline`. */
  variant?: "inline" | "block" | undefined;
}

/** Which reasoning messages {@link ReasoningMessage} shows: exactly one of `messageId` / `messageIds`. */
export type ReasoningMessageTarget =
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

/** Props of {@link ReasoningMessage}: exactly one of `messageId` / `messageIds`, plus the panel's options. */
export type ReasoningMessageProps = ReasoningMessageOptions &
  ReasoningMessageTarget & {
    /** The agent store. Default: the nearest `AgentProvider`'s. */
    store?: StoreApi<AgentState> | undefined;
    labels?: ReasoningPanelProps["labels"];
    unstyled?: boolean | undefined;
  };

/**
 * Renders one reasoning block from the store, picking by visibility:
 * `visible` → {@link ReasoningPanel}; `summary` → the panel with the summary and a
 * {@link ReasoningSummaryBadge}; `hidden` → a {@link HiddenReasoningIndicator} wrapped in
 * `<div data-rui="reasoning" data-visibility="hidden" data-status>` that takes the same DOM props (`id`,
 * `className`, `style`, `data-*`, `aria-*`, handlers) the panel's root would. Re-renders only when this block's
 * data changes. The encrypted value is never read, so it never reaches the DOM. Renders nothing for an id that
 * is not (yet) in the store.
 *
 * @throws Error at mount when there is neither a `store` prop nor an `AgentProvider` with one, or when not exactly
 *   one of `messageId` / `messageIds` is given.
 * @example
 * <AgentProvider store={store}>
 *   <ReasoningMessage messageId="reasoning-1" collapseDelay={500} />
 *   <ReasoningMessage messageIds={["r-1", "r-2"]} />
 * </AgentProvider>
 * <ReasoningMessage store={store} messageId="reasoning-1" />
 */
export const ReasoningMessage = /* @__PURE__ */ forwardRef<HTMLDivElement, ReasoningMessageProps>(function ReasoningMessage(
  { messageId, messageIds, store: storeProp, variant = "inline", badgeVariant, ...props },
  ref,
) {
  if ((messageId === undefined) === (messageIds === undefined))
    throw new Error("`ReasoningMessage` takes exactly one of `messageId` (one reasoning message) or `messageIds` (one span's messages).");
  const store = useAgentStoreApi(storeProp, "ReasoningMessage");
  const view = useReasoningView(messageIds ?? messageId!, store);
  const tokensOf = messageIds?.[0] ?? messageId!;
  const reasoningTokens = useAgentStore((s) => selectReasoningTokens(s, tokensOf), Object.is, store);
  // Interrupted by the user's Stop (the turn's outcome), not by an error or a cut: "Stopped thinking", neutral tone.
  const stopped = useAgentStore((s) => selectRunOfMessage(s, tokensOf)?.status === "stopped", Object.is, store);
  const styled = useStyledAttr(props.unstyled);
  // Inside a MessageList the block announces its start and end itself, through the list's one live region: it
  // outlives the switch between panel and hidden indicator (hidden is often known only at the end), which would
  // otherwise lose the "finished"; the panel's and indicator's own announcements are silenced below.
  const announce = useAnnouncer();
  const labelsForLifecycle = useLabels(props.labels);
  useLifecycleMessage(view?.status ?? "complete", labelsForLifecycle, (text) => announce?.(text));
  const silenced = (node: ReactNode) => (announce ? <AnnouncerContext.Provider value={SILENT}>{node}</AnnouncerContext.Provider> : node);
  if (!view) return null;
  if (view.visibility === "hidden") {
    // Disclosure-only props have nothing to act on here; every other prop (id, className, style, data-*,
    // aria-*, handlers) goes to the wrapper, as it would to the panel's root.
    const {
      labels,
      unstyled,
      renderContent: _renderContent,
      contentProps: _contentProps,
      triggerProps: _triggerProps,
      open: _open,
      defaultOpen: _defaultOpen,
      onOpenChange: _onOpenChange,
      collapseDelay: _collapseDelay,
      disabled: _disabled,
      asChild: _asChild,
      children: _children,
      ...domProps
    } = props;
    return silenced(
      <div {...domProps} data-rui="reasoning" data-visibility="hidden" data-status={view.status} {...styled} ref={ref}>
        <HiddenReasoningIndicator
          status={view.status}
          startedAt={view.startedAt}
          endedAt={view.endedAt}
          durationMs={view.durationMs}
          reason={view.hiddenReason}
          stopped={stopped}
          variant={variant}
          labels={labels}
          unstyled={unstyled}
        />
      </div>
    );
  }
  // The reader's first manual toggle wins for this block for good, across re-mounts (internal/openChoices).
  const choiceKey = (messageIds ?? [messageId!]).join("\u0000");
  const remembered = openChoices.get(store, choiceKey);
  const { defaultOpen, onOpenChange } = props;
  return silenced(
    <ReasoningPanel
      {...props}
      defaultOpen={defaultOpen ?? remembered}
      collapseDelay={remembered === true ? false : props.collapseDelay}
      onOpenChange={(open, details) => {
        if (details.reason === "user") openChoices.set(store, choiceKey, open);
        onOpenChange?.(open, details);
      }}
      ref={ref}
      status={view.status}
      stopped={stopped}
      visibility={view.visibility}
      startedAt={view.startedAt}
      endedAt={view.endedAt}
      durationMs={view.durationMs}
      parts={view.parts}
      reasoningTokens={reasoningTokens}
      badgeVariant={badgeVariant ?? variant}
    />
  );
});
