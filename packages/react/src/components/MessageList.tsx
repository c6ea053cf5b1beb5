"use client";
import { forwardRef, memo, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useAgentStore } from "../context/useAgentStore";
import { useMessage } from "../hooks/useMessage";
import { useToolCall } from "../hooks/useToolCall";
import { sameIds } from "../internal/sameIds";
import { shallowEqual } from "../internal/shallowEqual";
import { listItemsEqual, selectListItems } from "../internal/selectListItems";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";
import { visuallyHidden } from "../primitives/reasoning/ReasoningStatus";
import { ReasoningMessage, type ReasoningMessageProps } from "./ReasoningMessage";
import { ToolCallView } from "./ToolCallView";

/** Props of {@link MessageList}. */
export interface MessageListProps extends ComponentPropsWithoutRef<"section"> {
  /** Props for every reasoning block (e.g. `collapseDelay`, `variant`, `renderContent`). */
  reasoningProps?: Omit<ReasoningMessageProps, "messageId" | "messageIds" | "labels" | "unstyled">;
  /**
   * Renderer for user and assistant text (e.g. markdown). Default: text as text (never HTML). Pass a stable
   * function (module level or `useCallback`): a new one re-renders every row.
   */
  renderText?: (text: string, messageId: string, role: "user" | "assistant") => ReactNode;
  labels?: Partial<ReasoningLabels>;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean;
}

interface ItemProps {
  id: string;
  labels?: Partial<ReasoningLabels>;
  unstyled?: boolean;
  renderText?: MessageListProps["renderText"];
}

const textOf = (content: unknown) => (typeof content === "string" ? content : "");

const ToolCallItem = memo(function ToolCallItem({ id, labels, unstyled }: ItemProps) {
  const call = useToolCall(id);
  return call ? (
    <ToolCallView name={call.name} args={call.args} result={call.result} hasEncryptedReasoning={call.hasEncryptedReasoning} labels={labels} unstyled={unstyled} />
  ) : null;
});

const MessageItem = memo(function MessageItem({ id, labels: labelsProp, unstyled, renderText }: ItemProps) {
  const message = useMessage(id);
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  if (!message) return null;
  const author = message.role === "user" ? labels.userAuthor : labels.assistantAuthor;
  const text = "content" in message ? textOf(message.content) : "";
  const toolCalls = message.role === "assistant" ? (message.toolCalls ?? []) : [];
  return (
    <div data-rui="message" data-role={message.role} {...styled}>
      {message.role === "tool" ? null : <span style={visuallyHidden}>{author}: </span>}
      {text ? (
        <div data-rui="message-content" {...styled}>
          {renderText && (message.role === "assistant" || message.role === "user") ? renderText(text, id, message.role) : text}
        </div>
      ) : null}
      {toolCalls.map((c) => (
        <ToolCallItem key={c.id} id={c.id} labels={labelsProp} unstyled={unstyled} />
      ))}
    </div>
  );
});

const ReasoningItem = memo(
  function ReasoningItem(props: { ids: string[] } & Pick<MessageListProps, "reasoningProps" | "labels" | "unstyled">) {
    return <ReasoningMessage {...props.reasoningProps} messageIds={props.ids} labels={props.labels} unstyled={props.unstyled} />;
  },
  (a, b) =>
    a.reasoningProps === b.reasoningProps &&
    a.labels === b.labels &&
    a.unstyled === b.unstyled &&
    sameIds(a.ids, b.ids),
);

function RunNotice({ labels: labelsProp, unstyled }: Pick<ItemProps, "labels" | "unstyled">) {
  const status = useAgentStore((s) => s.status);
  const error = useAgentStore((s) => s.error);
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  return (
    <div role="alert" data-rui="run-notice" data-status={status} {...styled}>
      {status === "error" && error ? labels.runError(error.message) : status === "cancelled" ? labels.runCancelled : null}
    </div>
  );
}

/**
 * `value`, or the previous one while it is shallowly equal: an inline `reasoningProps={{ collapseDelay: 800 }}` or
 * `labels={{ send: "Envoyer" }}` is a new object on every render of the list's owner (per frame next to
 * `useAgentRun`), which must not re-render every row.
 */
function useShallowStable<T>(value: T): T {
  const ref = useRef(value);
  if (!shallowEqual(ref.current, value)) ref.current = value;
  return ref.current;
}

/**
 * The conversation: user and assistant messages, tool calls (with their results and the encrypted-reasoning
 * indicator) and reasoning blocks (several reasoning messages of one span as one panel), plus an alert for a
 * failed or stopped run. The list itself only re-renders when its rows (kinds and ids) change, each row when its
 * own message (or reasoning view) does, so while one message streams only that row re-renders, whatever the
 * list length; renders are coalesced to at most one per animation frame.
 * Renders `<section data-rui="message-list" aria-label="Conversation">`; rows `data-rui="message" data-role`.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const agent = useAgentRun({ url: "/agent" });
 * <AgentProvider store={agent.store}>
 *   <MessageList reasoningProps={{ collapseDelay: 800 }} />
 *   <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
 * </AgentProvider>
 */
export const MessageList = forwardRef<HTMLElement, MessageListProps>(function MessageList(
  { reasoningProps: reasoningPropsIn, renderText, labels: labelsIn, unstyled, ...props },
  ref,
) {
  const reasoningProps = useShallowStable(reasoningPropsIn);
  const labelsProp = useShallowStable(labelsIn);
  const items = useAgentStore(selectListItems, listItemsEqual);
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  return (
    <section data-rui="message-list" aria-label={labels.conversation} {...styled} {...props} ref={ref}>
      {items.map((item) =>
        item.kind === "reasoning" ? (
          <ReasoningItem key={`r:${item.ids[0]}`} ids={item.ids} reasoningProps={reasoningProps} labels={labelsProp} unstyled={unstyled} />
        ) : (
          <MessageItem key={`m:${item.ids[0]}`} id={item.ids[0]!} labels={labelsProp} unstyled={unstyled} renderText={renderText} />
        ),
      )}
      <RunNotice labels={labelsProp} unstyled={unstyled} />
    </section>
  );
});
