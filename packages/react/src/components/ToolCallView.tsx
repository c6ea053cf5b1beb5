"use client";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { LockIcon, ToolIcon } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";

/** Props of {@link ToolCallView}. */
export interface ToolCallViewProps extends ComponentPropsWithoutRef<"div"> {
  /** The tool's name (`toolCall.function.name`). */
  name: string;
  /** The arguments as streamed (`toolCall.function.arguments`, JSON text); pretty-printed when it parses. */
  args?: string | undefined;
  /** The tool's result (`role: "tool"` message content), when it has arrived. */
  result?: string | undefined;
  /** The tool call carries an encrypted reasoning value (`toolCall.encryptedValue` is set). Pass a boolean, never the value. */
  hasEncryptedReasoning?: boolean | undefined;
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/**
 * One tool call: its name, arguments and result, plus a small "Encrypted reasoning attached" indicator
 * (with an accessible description) when the call carries an encrypted reasoning value. Renders
 * `<div data-rui="tool-call" data-status="pending|complete">`; the indicator is `data-rui="tool-encrypted"`.
 * Arguments and result render as text.
 *
 * @example
 * <ToolCallView name="get_weather" args='{"city":"Paris"}' result='{"rain":true}' hasEncryptedReasoning />
 */
export const ToolCallView = /* @__PURE__ */ forwardRef<HTMLDivElement, ToolCallViewProps>(function ToolCallView(
  { name, args, result, hasEncryptedReasoning, labels: labelsProp, unstyled, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const descriptionId = useId();
  return (
    <div data-rui="tool-call" data-status={result === undefined ? "pending" : "complete"} {...styled} {...props} ref={ref}>
      <div data-rui="tool-call-header" {...styled}>
        <ToolIcon data-rui="icon" {...styled} />
        <code data-rui="tool-call-name" {...styled}>
          {name}
        </code>
        {hasEncryptedReasoning ? (
          <span role="note" data-rui="tool-encrypted" aria-describedby={descriptionId} title={labels.toolEncryptedReasoningDescription} {...styled}>
            <LockIcon data-rui="icon" {...styled} />
            {labels.toolEncryptedReasoning}
            <span id={descriptionId} hidden>
              {labels.toolEncryptedReasoningDescription}
            </span>
          </span>
        ) : null}
      </div>
      {args ? (
        <div data-rui="tool-call-section" {...styled}>
          <div data-rui="tool-call-label" {...styled}>
            {labels.toolArguments}
          </div>
          <pre data-rui="tool-call-args" {...styled}>
            {pretty(args)}
          </pre>
        </div>
      ) : null}
      <div data-rui="tool-call-section" {...styled}>
        <div data-rui="tool-call-label" {...styled}>
          {labels.toolResult}
        </div>
        {result === undefined ? (
          <div data-rui="tool-call-pending" {...styled}>
            {labels.toolPending}
          </div>
        ) : (
          <pre data-rui="tool-call-result" {...styled}>
            {pretty(result)}
          </pre>
        )}
      </div>
    </div>
  );
});
