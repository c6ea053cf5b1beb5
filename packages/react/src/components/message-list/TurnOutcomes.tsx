"use client";
import { Fragment } from "react";
import type { TurnAnchors } from "@reasoning-ui/core";
import { RunRequests } from "./RunRequests";
import { TurnOutcomeRow } from "./TurnOutcomeRow";
import type { RowContext } from "./types";

/**
 * The outcome rows anchored on a list item (`ids`: its message id, or its reasoning message ids), or with
 * `ids === undefined` the runs anchored on no message (shown at the end). Renders nothing for most items.
 */
export function TurnOutcomes({ ids, anchors, ctx }: { ids: string | readonly string[] | undefined; anchors: TurnAnchors; ctx: RowContext }) {
  let runIds: string[] | undefined;
  if (ids === undefined) runIds = anchors.unanchored;
  else if (typeof ids === "string") runIds = anchors.byMessageId[ids];
  else for (const id of ids) if (anchors.byMessageId[id]) (runIds ??= []).push(...anchors.byMessageId[id]!);
  if (!runIds?.length) return null;
  return (
    <>
      {runIds.map((runId) => (
        <Fragment key={runId}>
          {/* the run's requests that concern no tool call in the thread, after its last message */}
          {ctx.interrupts ? (
            <ctx.interrupts.Prompt runId={runId} store={ctx.store} onResume={ctx.interrupts.onResume} approveWithEdits={ctx.interrupts.approveWithEdits} unstyled={ctx.unstyled} />
          ) : (
            <RunRequests runId={runId} ctx={ctx} />
          )}
          <TurnOutcomeRow runId={runId} last={runId === anchors.lastRunId} ctx={ctx} />
        </Fragment>
      ))}
    </>
  );
}
