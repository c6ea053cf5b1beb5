"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { ChevronIcon, LockIcon, ToolIcon } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";

/**
 * Where a tool call stands: `running` (no result yet while its run is in flight), `complete` (a result arrived),
 * `failed` (the tool message carries an `error`), `no-result` (no result and the run is over — restored history,
 * a stopped or failed run: nothing is waited for), `waiting` (no result: the agent waits for the user's approval of
 * the call, an AG-UI interrupt about it).
 */
export type ToolCallStatus = "running" | "complete" | "failed" | "no-result" | "waiting";

/** Props of {@link ToolCallView}. */
export interface ToolCallViewProps extends ComponentPropsWithoutRef<"div"> {
  /** The tool's name (`toolCall.function.name`). */
  name: string;
  /** The arguments as streamed (`toolCall.function.arguments`, JSON text); pretty-printed when it parses. */
  args?: string | undefined;
  /** The tool's result (`role: "tool"` message content), when it has arrived. */
  result?: string | undefined;
  /** The tool message's `error` (AG-UI `ToolMessage.error`), when the tool failed. */
  error?: string | undefined;
  /** Default: `failed` with an `error`, `complete` with a `result`, else `running`. `MessageList` passes `no-result` once the run is over, `waiting` while the agent waits for approval of the call. */
  status?: ToolCallStatus | undefined;
  /** `args` are the arguments the user approved with edits ("Approve with edits"), not the agent's: headed `labels.toolArgumentsEdited`. */
  argsEdited?: boolean | undefined;
  /** The tool call carries an encrypted reasoning value (`toolCall.encryptedValue` is set). Pass a boolean, never the value. */
  hasEncryptedReasoning?: boolean | undefined;
  /** Open the details (arguments and result) at mount. Default false: a call is one line until asked. */
  defaultOpen?: boolean | undefined;
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

/** The arguments on one line for the collapsed header, e.g. `city: "Paris", day: "tomorrow"` (cut at 80 characters). */
function oneLine(args: string | undefined): string {
  if (!args) return "";
  let text = args;
  try {
    const value: unknown = JSON.parse(args);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      text = Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(", ");
    }
  } catch {
    // still streaming or not JSON: shown as it arrived
  }
  text = text.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * One tool call as a disclosure (WAI-ARIA disclosure, Radix Collapsible): a one-line header — tool name, the
 * arguments in brief, and its state (running, done, failed, no result) — that expands to the pretty-printed
 * arguments and the result (or the tool's error). A small "Encrypted reasoning attached" note (with an accessible
 * description) marks a call that carries an encrypted reasoning value. Renders `<div data-rui="tool-call"
 * data-status="running|complete|failed|no-result|waiting" data-state="open|closed">`; arguments and result render as text.
 *
 * @example
 * <ToolCallView name="get_weather" args='{"city":"Paris"}' result='{"rain":true}' hasEncryptedReasoning />
 * <ToolCallView name="search" args='{"q":"umbrella"}' status="no-result" />
 */
export const ToolCallView = /* @__PURE__ */ forwardRef<HTMLDivElement, ToolCallViewProps>(function ToolCallView(
  { name, args, result, error, status: statusProp, argsEdited, hasEncryptedReasoning, defaultOpen = false, labels: labelsProp, unstyled, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const descriptionId = useId();
  const status: ToolCallStatus = statusProp ?? (error !== undefined ? "failed" : result !== undefined ? "complete" : "running");
  const brief = oneLine(args);
  return (
    <Collapsible.Root data-rui="tool-call" data-status={status} defaultOpen={defaultOpen} {...styled} {...props} ref={ref}>
      <div data-rui="tool-call-header" {...styled}>
        <Collapsible.Trigger data-rui="tool-call-trigger" data-status={status} {...styled}>
          <ToolIcon data-rui="icon" {...styled} />
          <code data-rui="tool-call-name" {...styled}>
            {name}
          </code>
          {brief ? (
            <span data-rui="tool-call-brief" {...styled}>
              {brief}
            </span>
          ) : null}
          <span data-rui="tool-call-status" {...styled}>
            {status === "waiting" ? labels.toolWaiting : labels.toolStatus(status)}
          </span>
          <ChevronIcon data-rui="chevron" {...styled} />
        </Collapsible.Trigger>
        {hasEncryptedReasoning ? (
          <span role="note" data-rui="tool-encrypted" aria-describedby={descriptionId} {...styled}>
            <LockIcon data-rui="icon" {...styled} />
            {labels.toolEncryptedReasoning}
            <span id={descriptionId} hidden>
              {labels.toolEncryptedReasoningDescription}
            </span>
          </span>
        ) : null}
      </div>
      <Collapsible.Content data-rui="tool-call-details" {...styled}>
        {args ? (
          <div data-rui="tool-call-section" {...styled}>
            <div data-rui="tool-call-label" {...styled}>
              {argsEdited ? labels.toolArgumentsEdited : labels.toolArguments}
            </div>
            <pre data-rui="tool-call-args" data-edited={argsEdited ? "" : undefined} {...styled}>
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
              {status === "running" ? labels.toolPending : status === "waiting" ? labels.toolWaiting : labels.toolStatus("no-result")}
            </div>
          )}
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
});
