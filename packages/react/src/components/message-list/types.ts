import type { ComponentType, ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState, InterruptAnswer, Message, ReasoningBlock, ReasoningView, ResumeResult, ToolCallInfo } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../../labels";
import type { ReasoningBlockViewOptions } from "../ReasoningBlockView";

/** One fork's picker inside a list: which fork, the active variant (0-based) and how many there are. */
export interface ListBranch {
  parentMessageId: string;
  index: number;
  count: number;
}

/** Props `MessageList` gives `components.Text`: the text of one user or assistant message. */
export interface MessageListTextProps {
  /** The message's text (`content` when it is a string). Render it as text, or through a renderer whose safety you own. */
  text: string;
  messageId: string;
  role: "user" | "assistant";
}

/** Props `MessageList` gives `components.UserMessage`: one whole user row. */
export interface MessageListUserMessageProps {
  /** The user message (AG-UI `UserMessage`) without its `encryptedValue`, which no component ever receives. */
  message: Omit<Extract<Message, { role: "user" }>, "encryptedValue">;
  /** Its text (`content` when it is a string, else the text parts joined). */
  text: string;
}

/**
 * Props `MessageList` gives `components.Reasoning`: one reasoning block, with its data (as assistant-ui passes the
 * part), so a replacement never queries the store again. The list subscribes once per block and re-renders the
 * replacement (at most once per frame) only when this block's data changes.
 */
export interface MessageListReasoningProps {
  /** The reasoning message ids of the block, in order (one, or every message of one span). */
  messageIds: string[];
  /**
   * The block's view (core's `selectReasoningView`: `{ messageIds, spanId, parts, status, visibility, hiddenReason,
   * startedAt, endedAt, durationMs }`, never the encrypted value). Hand it to `<Reasoning.Root view={view}>` or
   * `<ReasoningPanel view={view}>`.
   */
  view: ReasoningView;
  /** The producing run's reasoning tokens (`selectReasoningTokens`); undefined while it runs or when not reported. */
  reasoningTokens: number | undefined;
  /** The user stopped the turn (its run record is `stopped`): pass it to the root for "Stopped thinking". */
  stopped: boolean;
  /** The three above as core's `ReasoningBlock` (`{ view, reasoningTokens, stopped }`): `<Reasoning.Root block={block}>`. */
  block: ReasoningBlock;
}

/** Props `MessageList` gives `components.ToolCall`: one tool call of an assistant message. */
export interface MessageListToolCallProps {
  /** The tool call (core's `ToolCallInfo`: name, args, result, whether encrypted reasoning is attached — never the value). */
  toolCall: ToolCallInfo;
}

/**
 * How `MessageList` renders each part; every entry is optional and falls back to the kit's own. Pass stable
 * components (module level, or memoised): a new component type remounts its rows.
 */
export interface MessageListComponents {
  /** A user message row (default: the kit's row with `Text`). */
  UserMessage?: ComponentType<MessageListUserMessageProps> | undefined;
  /** The text of user and assistant messages (default: the text as text, never HTML). */
  Text?: ComponentType<MessageListTextProps> | undefined;
  /** A reasoning block, given its view (default: `ReasoningBlockView` with the list's `reasoningProps`). */
  Reasoning?: ComponentType<MessageListReasoningProps> | undefined;
  /** A tool call (default: `ToolCallView`). */
  ToolCall?: ComponentType<MessageListToolCallProps> | undefined;
}

/** What every row gets from the list (stable between renders unless the list's props change). */
/**
 * AG-UI 1.0 interrupt prompts in a `MessageList` (`interrupts` prop): the prompt component (the kit's
 * `InterruptPrompt`, or yours with its props), how answers are sent (default: the provider session's `resume`), and
 * whether "Approve with edits" is offered. The
 * list renders `Prompt` at each tool call and after each run; it shows the requests anchored there. Passed as a
 * component so an app that never shows a prompt ships none of it.
 */
export interface MessageListInterrupts {
  Prompt: ComponentType<{ toolCallId?: string | undefined; runId?: string | undefined; store?: StoreApi<AgentState> | undefined; onResume?: MessageListInterrupts["onResume"]; approveWithEdits?: boolean | undefined; unstyled?: boolean | undefined }>;
  /**
   * Sends the answers (`AgentSession.resume`). Default: the `resume` of the `<AgentProvider session={…}>` that runs
   * the list's store; give `useAgentRun().resume` to override it.
   */
  onResume?: ((answers: InterruptAnswer[]) => Promise<ResumeResult>) | undefined;
  /** The agent's `humanInTheLoop.approveWithEdits`. */
  approveWithEdits?: boolean | undefined;
}

export interface RowContext {
  store: StoreApi<AgentState>;
  components: MessageListComponents | undefined;
  reasoningProps: ReasoningBlockViewOptions | undefined;
  renderText: ((text: string, messageId: string, role: "user" | "assistant") => ReactNode) | undefined;
  /** The list's `markdown`: answers and reasoning parts as markdown unless `false`. */
  markdown: boolean;
  labels: Partial<ReasoningLabels> | undefined;
  unstyled: boolean | undefined;
  /** The list's `onRetry`: re-run a turn by its `runId` (Retry / Regenerate buttons appear only when set). */
  onRetry?: ((runId: string) => void) | undefined;
  /** The list's `onEdit`: send an edited user message as a new branch (Edit buttons appear only when set). */
  onEdit?: ((messageId: string, text: string) => void) | undefined;
  /** The list's `onSwitchBranch`: show another variant of a fork (branch pickers appear only when set). */
  onSwitchBranch?: ((parentMessageId: string, index: number) => void) | undefined;
  /**
   * Which picker button had focus when a switch was asked for: the switch swaps the rows, so the picker that
   * mounts for the same fork takes the focus back (`ListBranchPicker`). One per list.
   */
  branchFocus: { current: { parentMessageId: string; part: string } | null };
  /** The list's `interrupts`: prompts at tool calls and after runs (none when unset). */
  interrupts?: MessageListInterrupts | undefined;
}
