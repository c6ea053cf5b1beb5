"use client";
import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef, type ReactNode, type SVGProps } from "react";
import type { ReasoningConclusion, ReasoningStep, ReasoningTrace } from "@reasoning-ui/core/adapters";
import { ToolIcon, iconProps } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { traceTimelineSteps } from "@reasoning-ui/core/adapters";
import * as Timeline from "../primitives/timeline";

/** Every user-facing string of {@link ReasoningSteps}, with English defaults in {@link defaultStepsLabels}. */
export interface ReasoningStepsLabels {
  /** Accessible name of the list; receives the trace's description when there is one. */
  list: (description: string | undefined) => string;
  /** Visible name of a step type (`tool_call`, `reflection`, `analysis`, `hypothesis`, `conclusion`, or any other). */
  stepType: (type: string) => string;
  /** A confidence in 0…1, e.g. "Confidence 92%". */
  confidence: (ratio: number) => string;
  /** Heading of the key factors. */
  keyFactors: string;
  /** Shown as the last item while the trace is still streaming. */
  inProgress: string;
}

const TYPE_NAMES: Record<string, string> = {
  tool_call: "Tool call",
  reflection: "Reflection",
  analysis: "Analysis",
  hypothesis: "Hypothesis",
  conclusion: "Conclusion",
};

/** English defaults of {@link ReasoningStepsLabels}. */
export const defaultStepsLabels: ReasoningStepsLabels = {
  list: (description) => (description ? `Reasoning steps: ${description}` : "Reasoning steps"),
  stepType: (type) => TYPE_NAMES[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, " ") : "Step"),
  confidence: (ratio) => `Confidence ${Math.round(ratio * 100)}%`,
  keyFactors: "Key factors",
  inProgress: "Reasoning…",
};

/** Props of {@link ReasoningSteps}. */
export interface ReasoningStepsProps extends Omit<ComponentPropsWithoutRef<"ol">, "children"> {
  /** A whole trace (e.g. from `useReasoningTrace`); its fields are the defaults of the props below. */
  trace?: ReasoningTrace | undefined;
  /** The steps, in order. */
  steps?: readonly ReasoningStep[] | undefined;
  /** How the reasoning ended: text, confidence (0…1) and key factors, rendered as the last item. */
  conclusion?: ReasoningConclusion | undefined;
  /** `streaming` marks the last step current, adds an in-progress item and `aria-busy`. Default: the trace's, else `complete`. */
  status?: "streaming" | "complete" | "interrupted" | undefined;
  /** What the reasoning is about; part of the list's accessible name. */
  description?: string | undefined;
  /** Renders a step's body text (default: `step.text`, else the content as JSON, as plain text — never HTML). */
  renderStep?: ((step: ReasoningStep, index: number) => ReactNode) | undefined;
  /** Override any subset of the strings. */
  labels?: Partial<ReasoningStepsLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/** One decorative icon per step type (aria-hidden; the type's name is always also written out). */
function StepIcon({ type, ...props }: { type: string } & SVGProps<SVGSVGElement>) {
  switch (type) {
    case "tool_call":
      return <ToolIcon {...props} />;
    case "reflection":
      return (
        <svg {...iconProps(props)}>
          <path d="M3 7a5 4 0 0110 0 5 4 0 01-6.5 3.8L3.5 12.5l.8-2.6A3.8 3.8 0 013 7z" />
        </svg>
      );
    case "analysis":
      return (
        <svg {...iconProps(props)}>
          <circle cx="7" cy="7" r="4" />
          <path d="M10 10l3.5 3.5" />
        </svg>
      );
    case "hypothesis":
      return (
        <svg {...iconProps(props)}>
          <path d="M6 12.5h4M6.5 14.5h3M5.5 10.5a4 4 0 115 0c-.6.5-.9 1-.9 1.5H6.4c0-.5-.3-1-.9-1.5z" />
        </svg>
      );
    case "conclusion":
      return (
        <svg {...iconProps(props)}>
          <path d="M3 8.5l3 3 7-7" />
        </svg>
      );
    default:
      return (
        <svg {...iconProps(props)}>
          <circle cx="8" cy="8" r="2.5" fill="currentColor" stroke="none" />
        </svg>
      );
  }
}

function defaultStepBody(step: ReasoningStep): ReactNode {
  if (step.text !== undefined) return step.text;
  if (step.content === undefined) return null;
  try {
    return JSON.stringify(step.content);
  } catch {
    return null;
  }
}

/**
 * A timeline of step-structured reasoning (e.g. MEUP `reasoning/step` via `createMeupAdapter` +
 * `createReasoningStepsStore`): an ordered list whose items are the steps — each with an icon and the name of
 * its type (tool call, reflection, analysis, hypothesis, or the producer's own), the tool's name, an optional
 * confidence and the step's text — and, last, the conclusion with its confidence and key factors.
 *
 * One system with the turn timeline: the list and its step items are the `Timeline.List` / `Timeline.Step` parts
 * (`@reasoning-ui/react/steps`), fed the trace's steps adapted by core's `traceTimelineSteps`.
 *
 * Markup: `<ol data-rui="steps" data-status aria-label>`; each item `<li data-rui="step" data-step-type="…" data-kind
 * data-status>` (`data-current` and `aria-current="step"` on the last step while streaming), the conclusion item `data-step-type="conclusion"` holding
 * `data-rui="steps-confidence"` and a `<ul data-rui="steps-key-factors">` labelled by its heading. Text is
 * rendered as text, never HTML. Styled via `--rui-steps-*` variables (styles.css); `unstyled` drops the theme hook.
 * Pure props: no store needed.
 *
 * @example
 * const trace = useReasoningTrace(stepsStore, "r-789");
 * <ReasoningSteps trace={trace} />
 * <ReasoningSteps
 *   steps={[{ id: "s1", type: "tool_call", tool: "scan_permissions", text: "Needs elevated permissions" }]}
 *   conclusion={{ text: "Deny the write", confidence: 0.92, keyFactors: ["elevated_permissions"] }}
 * />
 */
export const ReasoningSteps = /* @__PURE__ */ forwardRef<HTMLOListElement, ReasoningStepsProps>(function ReasoningSteps(
  { trace, steps: stepsProp, conclusion: conclusionProp, status: statusProp, description: descriptionProp, renderStep, labels: labelsProp, unstyled, ...props },
  ref,
) {
  const styled = useStyledAttr(unstyled);
  const labels = useMemo(() => ({ ...defaultStepsLabels, ...labelsProp }), [labelsProp]);
  const factorsId = useId();
  const steps = stepsProp ?? trace?.steps ?? [];
  const conclusion = conclusionProp ?? trace?.conclusion;
  const status = statusProp ?? trace?.status ?? "complete";
  const description = descriptionProp ?? trace?.description;
  const streaming = status === "streaming";
  // The MEUP steps as timeline steps: rendered by the same `Timeline.List` / `Timeline.Step` parts as a turn's timeline.
  const timelineSteps = useMemo(
    () => traceTimelineSteps({ steps, status: streaming ? "streaming" : "complete", conclusion, endedAt: trace?.endedAt }, labels.stepType),
    [steps, streaming, conclusion, trace?.endedAt, labels.stepType],
  );
  return (
    <Timeline.List
      data-rui="steps"
      data-status={status}
      aria-label={labels.list(description)}
      aria-busy={streaming || undefined}
      {...styled}
      {...props}
      ref={ref}
    >
      {steps.map((step, index) => (
        <Timeline.Step
          key={step.id}
          step={timelineSteps[index]!}
          current={streaming && !conclusion && index === steps.length - 1}
          data-rui="step"
          data-step-type={step.type}
          data-current={streaming && !conclusion && index === steps.length - 1 ? "" : undefined}
          {...styled}
        >
          <span data-rui="step-marker" {...styled}>
            <StepIcon type={step.type} data-rui="icon" {...styled} />
          </span>
          <div data-rui="step-body" {...styled}>
            <div data-rui="step-header" {...styled}>
              <span data-rui="step-type" {...styled}>
                {labels.stepType(step.type)}
              </span>
              {step.tool ? (
                <code data-rui="step-tool" {...styled}>
                  {step.tool}
                </code>
              ) : null}
              {step.confidence !== undefined ? (
                <span data-rui="step-confidence" {...styled}>
                  {labels.confidence(step.confidence)}
                </span>
              ) : null}
            </div>
            <div data-rui="step-text" {...styled}>
              {renderStep ? renderStep(step, index) : defaultStepBody(step)}
            </div>
          </div>
        </Timeline.Step>
      ))}
      {streaming && !conclusion ? (
        <li data-rui="step" data-step-type="pending" {...styled}>
          <span data-rui="step-marker" {...styled}>
            <StepIcon type="pending" data-rui="icon" {...styled} />
          </span>
          <div data-rui="step-body" {...styled}>
            <span data-rui="step-type" {...styled}>
              {labels.inProgress}
            </span>
          </div>
        </li>
      ) : null}
      {conclusion ? (
        <li data-rui="step" data-step-type="conclusion" {...styled}>
          <span data-rui="step-marker" {...styled}>
            <StepIcon type="conclusion" data-rui="icon" {...styled} />
          </span>
          <div data-rui="step-body" {...styled}>
            <div data-rui="step-header" {...styled}>
              <span data-rui="step-type" {...styled}>
                {labels.stepType("conclusion")}
              </span>
            </div>
            {conclusion.text ? (
              <div data-rui="step-text" {...styled}>
                {conclusion.text}
              </div>
            ) : null}
            {conclusion.confidence !== undefined ? (
              <div data-rui="steps-confidence" {...styled}>
                <span data-rui="steps-confidence-label" {...styled}>
                  {labels.confidence(conclusion.confidence)}
                </span>
                <span data-rui="steps-confidence-bar" aria-hidden="true" {...styled}>
                  <span
                    data-rui="steps-confidence-fill"
                    {...styled}
                    style={{ inlineSize: `${Math.round(Math.min(1, Math.max(0, conclusion.confidence)) * 100)}%` }}
                  />
                </span>
              </div>
            ) : null}
            {conclusion.keyFactors.length > 0 ? (
              <div data-rui="steps-key-factors-section" {...styled}>
                <span id={factorsId} data-rui="steps-key-factors-label" {...styled}>
                  {labels.keyFactors}
                </span>
                <ul data-rui="steps-key-factors" aria-labelledby={factorsId} {...styled}>
                  {conclusion.keyFactors.map((factor, i) => (
                    <li key={`${i}:${factor}`} data-rui="steps-key-factor" {...styled}>
                      {factor}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </li>
      ) : null}
    </Timeline.List>
  );
});
