/**
 * The headless timeline primitives, used as a namespace: `Timeline.Root`, `Timeline.Trigger`, `Timeline.Header`,
 * `Timeline.Content`, `Timeline.List`, `Timeline.Step`, `Timeline.StepTitle`, `Timeline.StepStatus`,
 * `Timeline.StepDuration` (one file per part). Each part's props are `Timeline.<Part>.Props`.
 */
export { TimelinePrimitiveRoot as Root } from "./TimelineRoot";
export { TimelinePrimitiveTrigger as Trigger } from "./TimelineTrigger";
export { TimelinePrimitiveHeader as Header } from "./TimelineHeader";
export { TimelinePrimitiveContent as Content } from "./TimelineContent";
export { TimelinePrimitiveList as List } from "./TimelineList";
export { TimelinePrimitiveStep as Step } from "./TimelineStep";
export { TimelinePrimitiveStepTitle as StepTitle } from "./TimelineStepTitle";
export { TimelinePrimitiveStepStatus as StepStatus } from "./TimelineStepStatus";
export { TimelinePrimitiveStepDuration as StepDuration } from "./TimelineStepDuration";
