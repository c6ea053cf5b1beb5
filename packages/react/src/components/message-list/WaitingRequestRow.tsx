"use client";
import { memo } from "react";
import type { Interrupt } from "@ag-ui/core";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import type { RowContext } from "./types";

/**
 * The agent's open requests (AG-UI 1.0 interrupts) in a `MessageList` without the prompt parts (no `interrupts`
 * prop, as in the Quick start): each request's message, as text, and that the agent waits for an answer that cannot
 * be given here — so the chat never looks dead. Renders `<div data-rui="request-waiting" role="note">` with
 * `data-rui="request-waiting-message"` per request and one `data-rui="request-waiting-hint"`. Loads none of the prompt
 * parts. Not a live region: the list's announcer says the agent waits.
 */
export const WaitingRequestRow = /* @__PURE__ */ memo(function WaitingRequestRow({ requests, ctx }: { requests: readonly Interrupt[]; ctx: RowContext }) {
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  if (requests.length === 0) return null;
  return (
    <div data-rui="request-waiting" role="note" data-tone="warning" {...styled}>
      {requests.map((r) => (
        <p key={r.id} data-rui="request-waiting-message" dir="auto" {...styled}>
          {typeof r.message === "string" && r.message.trim() ? r.message : labels.requestNoMessage}
        </p>
      ))}
      <p data-rui="request-waiting-hint" {...styled}>
        {labels.requestCannotAnswer}
      </p>
    </div>
  );
});
