/**
 * Derived views of the agent state (docs/architecture.md, "Store and reducer": derived results live in core, with structural
 * sharing as TanStack Query does), so every framework binding is thin. Each selector is pure: it reads an
 * `AgentState` (or the fields it names) and, given its previous result, keeps the identity of what did not change.
 */
export { replaceEqualDeep } from "./replaceEqualDeep";
export { indexMessages, selectMessage, type MessageIndex } from "./indexMessages";
export { selectMessages, snapshotIfLive } from "./snapshot";
export { selectListItems, type MessageListItem, type MessageListMessageItem, type MessageListReasoningItem } from "./listItems";
export { selectReasoningView, type ReasoningView, type ReasoningPart } from "./reasoningView";
export { selectReasoningBlock, type ReasoningBlock } from "./reasoningBlock";
export { reasoningDurationMs } from "./duration";
export { selectToolCall, type ToolCallInfo } from "./toolCall";
export { selectTurnAnchors, selectRun, selectRunOfMessage, selectReasoningTokens, type TurnAnchors } from "./turns";
export { selectTurnTimeline, withoutLeadingTitle, type TurnTimeline, type TimelineStep, type TimelineStepStatus } from "./timeline";
export { selectBranchOf, type BranchOf } from "./branches";
export { selectTextPieces, textPieces } from "./textPieces";
