import type { AgentState } from "../types";
import { indexOfMessage } from "./indexMessages";

/** Picker state of a message that starts the active variant of a fork: see {@link selectBranchOf}. */
export interface BranchOf {
  /** The fork's parent message id (`""`: the start of the thread). */
  parentMessageId: string;
  /** Index of the active variant, 0-based (the picker shows `index + 1`). */
  index: number;
  /** Number of variants (≥ 2). */
  count: number;
}

/**
 * Branch picker state for `messageId` when it is the first message of the active variant of a fork (the first
 * message after the fork's parent in `state.messages`), else `undefined`. Retry / Regenerate put the picker on
 * the turn's first answer message; an edit on the edited user message. O(1) after one position index per
 * `messages` array.
 *
 * @example
 * const branch = selectBranchOf(store.getState(), "a-2"); // { parentMessageId: "u-2", index: 1, count: 2 }
 * if (branch) store.getState().switchBranch(branch.parentMessageId, branch.index - 1);
 */
export function selectBranchOf(state: Pick<AgentState, "messages" | "branches">, messageId: string): BranchOf | undefined {
  const branches = state.branches;
  if (!branches) return undefined;
  const at = indexOfMessage(state.messages, messageId);
  if (at === undefined) return undefined;
  const parentMessageId = at === 0 ? "" : state.messages[at - 1]!.id;
  const point = branches[parentMessageId];
  if (!point) return undefined;
  return { parentMessageId, index: point.active, count: point.count };
}
