"use client";
import type { ComponentType, ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import { selectTurnTimeline, type AgentState, type ReasoningStatus } from "@reasoning-ui/core";
import { useAgentStore, useAgentStoreApi } from "../../context/useAgentStore";
import type { MessageListReasoningProps, MessageListToolCallProps } from "../message-list/types";
import { ToolCallView } from "../ToolCallView";
import type { TimelineLabels } from "../../primitives/timeline/labels";
import { ReasoningTimeline } from "./ReasoningTimeline";
import { TimelineToolCall } from "./TimelineToolCall";

/** Options of {@link createTimelineComponents}. */
export interface TimelineComponentsOptions {
  /** The agent store the list shows. Default: the nearest `AgentProvider`'s (required when `MessageList` gets a `store` prop instead). */
  store?: StoreApi<AgentState> | undefined;
  /** The reasoning content renderer (e.g. markdown), as `ReasoningPanel`'s. */
  renderContent?: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
  /** Timeline string overrides. */
  labels?: Partial<TimelineLabels> | undefined;
  /** Omit the default theme hook. */
  unstyled?: boolean | undefined;
}

/** The `MessageList` slots that render each turn's reasoning and tool calls as one {@link ReasoningTimeline}. */
export interface TimelineComponents {
  Reasoning: ComponentType<MessageListReasoningProps>;
  ToolCall: ComponentType<MessageListToolCallProps>;
}

/**
 * `MessageList` `components` that show each turn's reasoning blocks and tool calls as ONE {@link ReasoningTimeline}
 * (opt-in; the list's default shows a panel per reasoning block and each tool call in its message): the turn's
 * first reasoning block renders the timeline, its later blocks render nothing, and its tool calls render inside
 * the timeline instead of in their message. Tool calls of a turn without reasoning keep the default `ToolCallView`.
 * Call it once (module level or `useMemo`): new components remount the rows. Combine with other slots by spreading.
 *
 * @example
 * const components = createTimelineComponents({ renderContent: (text) => <Markdown text={text} /> });
 * <MessageList components={{ ...components, Text: Markdown }} />
 */
export function createTimelineComponents(options: TimelineComponentsOptions = {}): TimelineComponents {
  const { store: storeOption, renderContent, labels, unstyled } = options;
  const renderTool = (store: StoreApi<AgentState>) => (step: { toolCallId?: string | undefined }) =>
    step.toolCallId === undefined ? null : <TimelineToolCall toolCallId={step.toolCallId} store={store} unstyled={unstyled} />;
  function TimelineReasoningSlot({ messageIds }: MessageListReasoningProps) {
    const store = useAgentStoreApi(storeOption, "createTimelineComponents");
    // Only the turn's first reasoning block shows the timeline (a boolean: rows re-render only when it flips).
    const first = useAgentStore((s) => selectTurnTimeline(s, messageIds).steps.find((step) => step.kind === "reasoning")?.messageIds?.[0] === messageIds[0], Object.is, store);
    if (!first) return null;
    return <ReasoningTimeline turn={messageIds} store={store} renderContent={renderContent} renderTool={renderTool(store)} labels={labels} unstyled={unstyled} />;
  }
  function TimelineToolCallSlot({ toolCall }: MessageListToolCallProps) {
    const store = useAgentStoreApi(storeOption, "createTimelineComponents");
    const inTimeline = useAgentStore((s) => selectTurnTimeline(s, toolCall.parentMessageId).steps.some((step) => step.kind === "reasoning"), Object.is, store);
    if (inTimeline) return null;
    return <ToolCallView name={toolCall.name} args={toolCall.args} result={toolCall.result} hasEncryptedReasoning={toolCall.hasEncryptedReasoning} unstyled={unstyled} />;
  }
  return { Reasoning: TimelineReasoningSlot, ToolCall: TimelineToolCallSlot };
}
