import type { AgentState } from "../types";
import { selectReasoningView, type ReasoningView } from "./reasoningView";
import { selectReasoningTokens, selectRunOfMessage } from "./turns";

/** Everything one reasoning block shows (what `Reasoning.Root messageIds` and `MessageList`'s reasoning rows read). */
export interface ReasoningBlock {
  /** {@link selectReasoningView} of the block's messages (never the encrypted value). */
  view: ReasoningView;
  /** The producing run's reasoning tokens ({@link selectReasoningTokens} of the first message); undefined while it runs or unreported. */
  reasoningTokens: number | undefined;
  /** The turn was stopped by the user (`RunRecord.status === "stopped"`): "Stopped thinking", neutral tone. */
  stopped: boolean;
}

/**
 * The block of reasoning messages `ids` (one, or every message of one span, in order): its view, the run's
 * reasoning tokens and whether the user stopped the turn; `undefined` while none of the ids is known. Structurally
 * shared: pass the previous result and an unchanged block is that same object, and the view keeps its identity
 * while only tokens or `stopped` change — so a subscription re-renders only when the block changed. O(block).
 *
 * @example
 * let last: ReasoningBlock | undefined;
 * store.subscribe((s) => { const next = selectReasoningBlock(s, ["r1"], last); if (next !== last) render((last = next)); });
 */
export function selectReasoningBlock(state: Pick<AgentState, "messages" | "reasoning" | "spans" | "runs">, ids: readonly string[], previous?: ReasoningBlock): ReasoningBlock | undefined {
  const view = selectReasoningView(state, ids, previous?.view);
  if (!view) return undefined;
  const first = ids[0]!;
  const reasoningTokens = selectReasoningTokens(state, first);
  const stopped = selectRunOfMessage(state, first)?.status === "stopped";
  if (previous && previous.view === view && previous.reasoningTokens === reasoningTokens && previous.stopped === stopped) return previous;
  return { view, reasoningTokens, stopped };
}
