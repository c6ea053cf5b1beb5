/** The typed change feed's vocabulary (part of the public contract, re-exported by `types.ts`; the feed itself is `reducer/changes.ts`). */
import type { ReasoningStatus, ReasoningVisibility } from "./reasoningTypes";
import type { Diagnostic } from "./runTypes";

/** What every change carries: the agent's `timestamp` of the event that caused it (its clock, ms since epoch), when it had one. */
interface ChangeBase {
  /**
   * Position, in the batch given to `applyEvents` / `applyEvent`, of the event that caused the change (after
   * chunk expansion and legacy mapping, still the original event's position); `-1` for a client command
   * (`beginRun`, `endStream`, `addMessage`).
   */
  eventIndex: number;
  agentAt?: number;
}

/**
 * What the reducer did, as a typed change (docs/architecture.md, "Store and reducer", like TanStack Query's cache notify
 * events): the audit trail and the event inspector consume these instead of re-reading raw events. Ids are the
 * ones the state uses (after a collision alias, chunk expansion, the deprecated THINKING_* mapping); `lane` is
 * the `subagentRunId` (absent: the parent agent). No change carries content, tool arguments, error messages or
 * an encrypted value — an encrypted value is reported by its length only.
 */
export type AgentChange =
  /** The client began a run (`beginRun`, `eventIndex` -1): its run record (with any AG-UI 1.0 `resume` it carries) is open. */
  | (ChangeBase & { type: "run-begun"; runId: string })
  | (ChangeBase & { type: "run-started"; threadId: string; runId?: string })
  | (ChangeBase & { type: "run-finished"; runId?: string; outcome?: string })
  | (ChangeBase & { type: "run-error"; runId?: string; code?: string })
  /** The transport ended the stream (`endStream`): the run's status as settled then. */
  | (ChangeBase & { type: "stream-ended"; runId?: string; status: "finished" | "error" | "cancelled"; code?: string })
  | (ChangeBase & { type: "text-started"; messageId: string; lane?: string })
  | (ChangeBase & { type: "message-added"; messageId: string; role: string; lane?: string })
  /** A MESSAGES_SNAPSHOT replaced the list: items it brought were named by no event. */
  | (ChangeBase & { type: "messages-snapshot"; count: number })
  | (ChangeBase & { type: "span-started"; spanId: string; lane?: string; title?: string })
  | (ChangeBase & { type: "span-ended"; spanId: string; lane?: string; status: ReasoningStatus })
  | (ChangeBase & { type: "reasoning-started"; messageId: string; lane?: string; spanId?: string; visibility: ReasoningVisibility })
  | (ChangeBase & { type: "reasoning-ended"; messageId: string; lane?: string; status: ReasoningStatus; visibility: ReasoningVisibility })
  | (ChangeBase & { type: "tool-call-started"; toolCallId: string; toolCallName: string; parentMessageId: string; lane?: string })
  | (ChangeBase & { type: "tool-call-ended"; toolCallId: string; lane?: string })
  | (ChangeBase & { type: "tool-call-result"; toolCallId: string; messageId: string; lane?: string })
  | (ChangeBase & { type: "encrypted-value-attached"; subtype: "message" | "tool-call"; entityId: string; length: number; lane?: string })
  | (ChangeBase & { type: "diagnostic"; diagnostic: Diagnostic })
  /**
   * What a batch or command changed of the thread's saved content (what a save writes: messages, their tool calls,
   * reasoning records, tool-call times, spans, run records), by id — ONE per batch that changed any, delivered
   * after the batch's other changes, `eventIndex` its last event (-1 for a command). The only change a streamed
   * delta makes (text, reasoning, tool-call arguments, appended in place): `messageIds` the messages added or
   * changed (content, tool calls, encrypted value, reasoning record), `toolCallIds` the tool calls whose times
   * changed, `spanIds` the reasoning spans, `runIds` the run records (each list in first-write order, at most
   * 65,536 ids). Every change of saved content in a batch is here: a batch without it changed nothing that is
   * saved (a MESSAGES_SNAPSHOT's new list is here too, its messages not listed one by one: see `messages-snapshot`;
   * the commands that rebuild the thread report themselves). Ids only, never content.
   */
  | (ChangeBase & { type: "content-changed"; messageIds: readonly string[]; toolCallIds: readonly string[]; spanIds: readonly string[]; runIds: readonly string[] })
  /**
   * An application's own `setState` replaced saved fields of the thread (`fields`: among `threadId`, `messages`,
   * `reasoning`, `spans`, `toolCallTimes`, `runs`, `branches`, `branchVariants`): the reducer sees it when it is
   * handed that state, so it is reported first in the next batch or command (`eventIndex` -1).
   */
  | (ChangeBase & { type: "state-set"; fields: readonly string[] })
  /**
   * The client's commands that rebuild the thread (`eventIndex` -1, no `agentAt`): `fork` stored the active tail
   * as a variant (`count` variants now, the new empty one active); `switchBranch` made variant `index` active;
   * `truncateAfter` cut the messages after `messageId`; `restore` put a persisted thread of `count` active
   * messages in place; `reset` started over (`count` history messages given). A command refused with a
   * diagnostic (unknown id, a run streaming) reports only that diagnostic.
   */
  | (ChangeBase & { type: "branch-forked"; parentMessageId: string; count: number })
  | (ChangeBase & { type: "branch-switched"; parentMessageId: string; index: number })
  | (ChangeBase & { type: "thread-truncated"; messageId: string; count: number })
  | (ChangeBase & { type: "thread-restored"; threadId: string; count: number })
  | (ChangeBase & { type: "thread-reset"; threadId: string; count: number });

/** The `type` of an {@link AgentChange}. */
export type AgentChangeType = AgentChange["type"];

/** Listener of `AgentState.addChangeListener`: called once per change, after the state holding it is published. */
export type AgentChangeListener = (change: AgentChange) => void;
