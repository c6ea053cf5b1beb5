"use client";
import { forwardRef, Fragment, useMemo, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import { shallow } from "zustand/vanilla/shallow";
import { selectListItems, selectTurnAnchors, sessionOfStore, type AgentState, type MessageListItem } from "@reasoning-ui/core";
import { useSessionOf } from "../context/AgentContext";
import { useAgentStore, useAgentStoreApi } from "../context/useAgentStore";
import { useSharedSelector } from "../internal/useSharedSelector";
import { useIsoLayoutEffect } from "../internal/useIsoLayoutEffect";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";
import { MessageRow } from "./message-list/MessageRow";
import { ReasoningRow } from "./message-list/ReasoningRow";
import { ListAnnouncer } from "./message-list/ListAnnouncer";
import { TurnOutcomes } from "./message-list/TurnOutcomes";
import { ReconnectingRow } from "./message-list/ReconnectingRow";
import { EarlierMessagesRow } from "./message-list/EarlierMessagesRow";
import { TurnBranchPicker } from "./message-list/TurnBranchPicker";
import { useProgressiveStart } from "./message-list/useProgressiveStart";
import type { MessageListComponents, MessageListInterrupts, RowContext } from "./message-list/types";
import type { ReasoningBlockViewOptions } from "./ReasoningBlockView";

/** Props of {@link MessageList}. */
export interface MessageListProps extends ComponentPropsWithoutRef<"section"> {
  /** The agent store. Default: the nearest `AgentProvider`'s. */
  store?: StoreApi<AgentState> | undefined;
  /**
   * Replace how a part renders without forking the list: `{ UserMessage, Text, Reasoning, ToolCall }` (see
   * {@link MessageListComponents}); each falls back to the kit's own. `Reasoning` is given the block's data
   * (`{ messageIds, view, reasoningTokens, stopped }`, from the list's one subscription per block), so it never
   * queries the store. Pass stable components.
   */
  components?: MessageListComponents | undefined;
  /** Props for every default reasoning block (e.g. `collapseDelay`, `variant`, `renderContent`). */
  reasoningProps?: ReasoningBlockViewOptions | undefined;
  /**
   * Shorthand for `components.Text` as a function: `(text, messageId, role) => node`. Default: see `markdown`.
   * Pass a stable function (module level or `useCallback`): a new one re-renders every row.
   */
  renderText?: ((text: string, messageId: string, role: "user" | "assistant") => ReactNode) | undefined;
  /**
   * Markdown by default (issue 39): assistant answers and reasoning parts render as markdown (`LazyMarkdown`: its
   * renderer, ~24 kB, loads on first use as a chunk of its own, so the first load does not carry it; plain
   * paragraphs show meanwhile; raw HTML is shown as text, links only http(s)/mailto, no images), a reasoning part's
   * leading bold line as its title. The user's own text stays as typed. `false`: every text as plain text (never
   * HTML). `renderText`, `components.Text` and `reasoningProps.renderContent` win over it. Default `true`.
   */
  markdown?: boolean | undefined;
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
  /**
   * Re-run a turn by its `runId` — default: the provider session's `retry` (`<AgentProvider session={…}>`), or
   * pass `useAgentRun`'s `retry`. When set, the last turn offers Retry (Regenerate
   * once finished) and earlier stopped / failed / cut turns Regenerate; focus then goes to the composer's field.
   */
  onRetry?: ((runId: string) => void) | undefined;
  /**
   * Send an edited user message as a new branch — default: the provider session's `edit`, or pass `useAgentRun`'s
   * `edit`. When set, each user message has an
   * Edit button opening an inline editor (`MessageEditor`: Enter sends, Shift+Enter newline, Escape cancels); the
   * earlier version stays reachable through the branch picker.
   */
  onEdit?: ((messageId: string, text: string) => void) | undefined;
  /**
   * Show another variant of a fork — default: the provider session's `switchBranch`, or pass `useAgentRun`'s
   * `switchBranch`. When set, a branch picker ("‹ 2/3 ›")
   * sits on every message that starts a variant: under an edited user message, and after a regenerated turn's
   * answer. It is inert while a run streams; a switch is announced through the list's live region.
   */
  onSwitchBranch?: ((parentMessageId: string, index: number) => void) | undefined;
  /**
   * The agent's requests (AG-UI 1.0 interrupts), answered inline where the run stopped — at the tool call they
   * concern, after the reasoning that led to them: `{ Prompt: InterruptPrompt, approveWithEdits }`; answers go
   * through the provider session's `resume` unless `onResume` is given (see {@link MessageListInterrupts}). Without
   * it no prompt is shown (and none is bundled).
   */
  interrupts?: MessageListInterrupts | undefined;
}

/**
 * `value`, or the previous one while it is shallowly equal (zustand's `shallow`): an inline
 * `reasoningProps={{ collapseDelay: 800 }}` or `components={{ Text }}` is a new object on every render of the list's
 * owner, which must not re-render every row.
 */
function useShallowStable<T>(value: T): T {
  const kept = useRef(value);
  const stable = shallow(kept.current, value) ? kept.current : value;
  // remembered after commit, never during render (a render React discards leaves no trace)
  useIsoLayoutEffect(() => {
    kept.current = stable;
  });
  return stable;
}

const listItems = (s: AgentState, previous: MessageListItem[] | undefined) => selectListItems(s, previous);

/** For each item that ends a turn (the next one is a user message, or it is the last), the id of the turn's user message. */
function turnEnds(items: MessageListItem[]): Map<number, string> {
  const ends = new Map<number, string>();
  let user: string | undefined;
  items.forEach((item, i) => {
    if (item.kind === "message" && item.role === "user") user = item.messageId;
    const next = items[i + 1];
    if (user !== undefined && (!next || (next.kind === "message" && next.role === "user"))) ends.set(i, user);
  });
  return ends;
}

/**
 * The conversation: user and assistant messages, tool calls (with their results and the encrypted-reasoning
 * indicator) and reasoning blocks (several reasoning messages of one span as one panel; core's `selectListItems`),
 * each turn's outcome on that turn (stopped, failed with its reason, cut; Retry / Regenerate with `onRetry`), and
 * ONE visually hidden live region for the whole list (`data-rui="list-announcer"`, `role="status"`): it announces
 * when reasoning starts and finishes and how the current run ended, once each, and is emptied 5 s later; the
 * reasoning blocks inside the list announce through it instead of holding live regions of their own. The list itself only re-renders when its rows (kinds and ids) change,
 * each row when its own message (or reasoning view) does, so while one message streams only that row re-renders,
 * whatever the list length; renders are coalesced to at most one per animation frame. A long thread that appears
 * at once (more than 60 rows: a mount, a restore, a thread switch) mounts progressively: its newest turns first
 * (the last ~24 rows, from a turn's start), then the older rows in chunks of ~12 ms of work, one per frame after
 * the paint, until the whole thread is in the DOM (for find-in-page, copy and screen readers; `data-mounting` is set
 * on the list meanwhile). New rows of a thread render at once. `MessageListViewport` keeps the reader at the
 * bottom, or on the row they read, while older rows are added above. A long stored thread restored in pages (docs/architecture.md, "Persistence")
 * opens on its newest turns with a row above them while older ones are in storage ("Load earlier messages", loaded
 * by itself when the reader scrolls up to it; "Loading earlier messages…" meanwhile; `data-rui="earlier-messages"`).
 * `components` replaces how user messages, text, reasoning blocks and tool calls render. With `onEdit` each user
 * message gets an Edit button (inline `MessageEditor`); with `onSwitchBranch` every fork gets its `BranchPicker`
 * ("‹ 2/3 ›": beside a regenerated turn's Regenerate, under an edited question), inert while a run streams.
 * Renders `<section data-rui="message-list" aria-label="Conversation">`; rows `data-rui="message" data-role`.
 *
 * @throws Error "`MessageList` needs an agent store: …" when there is neither a `store` prop nor an `AgentProvider` with one.
 * @example
 * const agent = useAgentRun({ url: "/api/agent" });
 * <AgentProvider session={agent.session}>
 *   <MessageList reasoningProps={{ collapseDelay: 800 }} />
 *   <Composer />
 * </AgentProvider>
 */
export const MessageList = /* @__PURE__ */ forwardRef<HTMLElement, MessageListProps>(function MessageList(
  { store: storeProp, components: componentsIn, reasoningProps: reasoningPropsIn, renderText, markdown = true, labels: labelsIn, unstyled, onRetry: onRetryProp, onEdit: onEditProp, onSwitchBranch: onSwitchBranchProp, interrupts: interruptsIn, ...props },
  ref,
) {
  const store = useAgentStoreApi(storeProp, "MessageList");
  // the provider session's actions when it runs this list's store; a prop given wins
  const session = useSessionOf(store);
  const onRetry = onRetryProp ?? session?.retry;
  const onEdit = onEditProp ?? session?.edit;
  const onSwitchBranch = onSwitchBranchProp ?? session?.switchBranch;
  // A long stored thread's older pages belong to the session that runs this store, however the store came here
  // (issue 39: `<AgentProvider store={agent.store}>` hid them): the row is never left out for want of the session.
  const pager = session ?? sessionOfStore(store);
  const components = useShallowStable(componentsIn);
  const reasoningProps = useShallowStable(reasoningPropsIn);
  const labelsProp = useShallowStable(labelsIn);
  const interruptsOwn = useShallowStable(interruptsIn);
  const resume = interruptsOwn?.onResume ?? session?.resume;
  const interrupts = useMemo(() => (interruptsOwn && resume !== interruptsOwn.onResume ? { ...interruptsOwn, onResume: resume } : interruptsOwn), [interruptsOwn, resume]);
  const items = useAgentStore(useSharedSelector(listItems, []), Object.is, store);
  const anchors = useAgentStore(selectTurnAnchors, Object.is, store);
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const branchFocus = useRef<RowContext["branchFocus"]["current"]>(null);
  const ctx = useMemo<RowContext>(
    () => ({ store, components, reasoningProps, renderText, markdown, labels: labelsProp, unstyled, onRetry, onEdit, onSwitchBranch, branchFocus, interrupts }),
    [store, components, reasoningProps, renderText, markdown, labelsProp, unstyled, onRetry, onEdit, onSwitchBranch, interrupts],
  );
  // a pending focus restore after a branch switch needs its picker mounted at once
  const start = useProgressiveStart(items, branchFocus.current !== null);
  const ends = useMemo(() => (onSwitchBranch ? turnEnds(items) : undefined), [items, onSwitchBranch]);
  return (
    <section data-rui="message-list" aria-label={labels.conversation} data-mounting={start > 0 ? "" : undefined} {...styled} {...props} ref={ref}>
      <ListAnnouncer ctx={ctx}>
      {pager ? <EarlierMessagesRow session={pager} ctx={ctx} mounting={start > 0} /> : null}
      {(start > 0 ? items.slice(start) : items).map((item, j) => {
        const ids = item.kind === "reasoning" ? item.messageIds : item.messageId;
        // the turn's answers picker after its last row
        const user = ends?.get(start + j);
        return (
          <Fragment key={item.key}>
            {typeof ids === "string" ? <MessageRow id={ids} ctx={ctx} /> : <ReasoningRow ids={ids} ctx={ctx} />}
            <TurnOutcomes ids={ids} anchors={anchors} ctx={ctx} />
            {user === undefined ? null : <TurnBranchPicker userMessageId={user} ctx={ctx} />}
          </Fragment>
        );
      })}
      <TurnOutcomes ids={undefined} anchors={anchors} ctx={ctx} />
      <ReconnectingRow ctx={ctx} />
      </ListAnnouncer>
    </section>
  );
});
