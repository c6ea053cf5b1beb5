/**
 * The headless effort-control primitives, used as a namespace: `Effort.Root`, `Effort.Label`, `Effort.Items`,
 * `Effort.Item`, `Effort.Budget`, `Effort.Description` (one file per part; each part's props are
 * `Effort.<Part>.Props`). The styled control is `EffortControl` (the kit's convention: an `X.*` namespace of
 * headless parts and a separately named styled component).
 */
export { EffortControlPrimitiveRoot as Root } from "./EffortControlRoot";
export { EffortControlPrimitiveLabel as Label } from "./EffortControlLabel";
export { EffortControlPrimitiveItems as Items } from "./EffortControlItems";
export { EffortControlPrimitiveItem as Item } from "./EffortControlItem";
export { EffortControlPrimitiveBudget as Budget } from "./EffortControlBudget";
export { EffortControlPrimitiveDescription as Description } from "./EffortControlDescription";
