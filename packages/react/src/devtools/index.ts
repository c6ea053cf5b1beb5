"use client";
/**
 * `@reasoning-ui/react/devtools`: a live inspector of the AG-UI events a store folds (issue 14). An opt-in
 * entry: nothing of it is in the main bundle, and a store nobody inspects pays nothing (the inspector
 * listens only while mounted). See docs/architecture.md, "Store and reducer".
 */
export { EventInspector, type EventInspectorProps } from "./EventInspector";
export { createEventLog } from "./eventLog";
export { useEventLog } from "./useEventLog";
export { toJSONLines } from "./jsonLines";
export { buildRows, matchesFilter, type InspectorFilter, type TreeRow } from "./tree";
export { MAX_STRING as MAX_INSPECTED_STRING } from "./redact";
export {
  DEFAULT_EVENT_CAPACITY,
  DEFAULT_REFRESH_MS,
  type EventLog,
  type EventLogOptions,
  type EventLogSnapshot,
  type InspectorDiagnostic,
  type InspectorEntry,
  type InspectorRun,
  type InspectorSecret,
  type InspectorSpan,
} from "./types";
