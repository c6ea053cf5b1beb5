/**
 * The headless branch primitives, used as a namespace: `Branch.Root`, `Branch.Previous`, `Branch.Count`,
 * `Branch.Next` (one file per part; each part's props are `Branch.<Part>.Props`). The kit's convention for headless
 * parts: an `X.*` namespace, and a separately named styled component (`BranchPicker`), as `Reasoning.*` /
 * `ReasoningPanel` and `Timeline.*` / `ReasoningTimeline`.
 */
export { BranchPrimitiveRoot as Root } from "./BranchRoot";
export { BranchPrimitivePrevious as Previous } from "./BranchPrevious";
export { BranchPrimitiveNext as Next } from "./BranchNext";
export { BranchPrimitiveCount as Count } from "./BranchCount";
