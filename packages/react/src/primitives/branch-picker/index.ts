/**
 * The headless branch-picker primitives, used as a namespace: `BranchPicker.Root`, `BranchPicker.Previous`,
 * `BranchPicker.Count`, `BranchPicker.Next` (one file per part). Each part's props are `BranchPicker.<Part>.Props`.
 */
export { BranchPickerPrimitiveRoot as Root } from "./BranchPickerRoot";
export { BranchPickerPrimitivePrevious as Previous } from "./BranchPickerPrevious";
export { BranchPickerPrimitiveNext as Next } from "./BranchPickerNext";
export { BranchPickerPrimitiveCount as Count } from "./BranchPickerCount";
