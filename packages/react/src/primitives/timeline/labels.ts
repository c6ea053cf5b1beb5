import type { TimelineStep, TimelineStepStatus } from "@reasoning-ui/core";
import type { CopyButtonLabels } from "../../components/CopyButton";
import { formatDurationEn } from "../../labels";

/** Every user-facing string of the timeline parts and `ReasoningTimeline`, with English defaults in {@link defaultTimelineLabels}. */
export interface TimelineLabels {
  /** Header while the turn is active and the current step has no title (e.g. hidden reasoning, or between steps). */
  working: (current: TimelineStep | undefined) => string;
  /** Header while active with a titled current step: "Searching the docs…". */
  currentStep: (title: string) => string;
  /** Header once over: "Thought for 41 seconds · 5 steps" (`durationMs` undefined when unknown). */
  summary: (durationMs: number | undefined, stepCount: number, status: TimelineStepStatus) => string;
  /** Accessible name of the step list. */
  list: string;
  /** A step without a title: reasoning ("Thinking", "Reasoned privately" when hidden) or a tool call. */
  untitled: (step: TimelineStep) => string;
  /** A step's status, written out for screen readers (and shown for failed / interrupted steps). */
  status: (status: TimelineStepStatus) => string;
  /** A step's duration, e.g. "4 seconds". */
  duration: (ms: number) => string;
  /** Body of a hidden reasoning step (never the encrypted value). */
  hidden: (reason: TimelineStep["hiddenReason"]) => string;
  /** The copy button on each visible reasoning step's text (`ReasoningTimeline`): its name and what it announces. */
  copy: CopyButtonLabels;
}

const STATUS = { active: "In progress", complete: "Done", interrupted: "Interrupted", failed: "Failed" } as const;
const steps = (n: number) => (n === 1 ? "1 step" : `${n} steps`);

/** English defaults of {@link TimelineLabels}. */
export const defaultTimelineLabels: TimelineLabels = {
  working: () => "Working…",
  currentStep: (title) => `${title}…`,
  summary: (ms, n, status) => {
    const head = status === "failed" ? "Failed" : status === "interrupted" ? "Interrupted" : ms === undefined ? "Finished" : ms < 1000 ? "Thought briefly" : `Thought for ${formatDurationEn(ms)}`;
    const after = status === "failed" || status === "interrupted" ? (ms !== undefined && ms >= 1000 ? ` after ${formatDurationEn(ms)}` : "") : "";
    return `${head}${after} · ${steps(n)}`;
  },
  list: "Reasoning steps",
  untitled: (step) => (step.kind === "tool" ? "Tool call" : step.visibility === "hidden" ? "Reasoned privately" : "Thinking"),
  status: (status) => STATUS[status],
  duration: formatDurationEn,
  copy: { copy: "Copy reasoning", copied: "Copied", failed: "Copy failed" },
  hidden: (reason) => (reason === "redacted" ? "Reasoning redacted by the provider" : reason === "omitted" ? "Reasoning not included" : reason === "hidden" ? "Reasoning hidden" : "This reasoning is private (encrypted)."),
};
