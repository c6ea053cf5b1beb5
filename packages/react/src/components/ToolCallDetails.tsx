"use client";
import { useStyledAttr } from "../internal/styled";
import type { ReasoningLabels } from "../labels";

/**
 * Where a tool call stands: `running` (no result yet while its run is in flight), `complete` (a result arrived),
 * `failed` (the tool message carries an `error`), `no-result` (no result and the run is over — restored history,
 * a stopped or failed run: nothing is waited for).
 */
export type ToolCallStatus = "running" | "complete" | "failed" | "no-result";

/** Props of {@link ToolCallDetails}: what `ToolCallView` knows of the call, its labels resolved. */
export interface ToolCallDetailsProps {
  args?: string | undefined;
  result?: string | undefined;
  error?: string | undefined;
  status: ToolCallStatus;
  labels: ReasoningLabels;
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
 * The inside of an open tool call (`ToolCallView`'s details): the pretty-printed arguments and the result, the tool's
 * error or where the result stands. Its own module, loaded on first use (docs/architecture.md §24): a call is one line
 * until someone opens it. Internal: `ToolCallView` renders it.
 */
export function ToolCallDetails({ args, result, error, status, labels, unstyled }: ToolCallDetailsProps) {
  const styled = useStyledAttr(unstyled);
  return (
    <>
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
        {status === "failed" ? (
          <pre data-rui="tool-call-error" {...styled}>
            {error ?? result ?? ""}
          </pre>
        ) : result !== undefined ? (
          <pre data-rui="tool-call-result" {...styled}>
            {pretty(result)}
          </pre>
        ) : (
          <div data-rui="tool-call-pending" {...styled}>
            {status === "running" ? labels.toolPending : labels.toolStatus("no-result")}
          </div>
        )}
      </div>
    </>
  );
}
