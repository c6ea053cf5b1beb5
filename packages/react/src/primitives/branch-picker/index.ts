/**
 * The headless branch-picker primitives, used as a namespace: `Branch.Root`, `Branch.Previous`, `Branch.Count`,
 * `Branch.Next` (one file per part; each part's props are `Branch.<Part>.Props`). The kit's convention for headless
 * parts: an `X.*` namespace, and a separately named styled component (`BranchPicker`), as `Reasoning.*` /
 * `ReasoningPanel` and `Timeline.*` / `ReasoningTimeline`.
 */
export { BranchPickerPrimitiveRoot as Root } from "./BranchPickerRoot";
export { BranchPickerPrimitivePrevious as Previous } from "./BranchPickerPrevious";
export { BranchPickerPrimitiveNext as Next } from "./BranchPickerNext";
export { BranchPickerPrimitiveCount as Count } from "./BranchPickerCount";
