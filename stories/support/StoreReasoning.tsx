/**
 * One reasoning block connected to a real store: the scripted event source plays `events` into it and
 * `<ReasoningMessage>` renders the block with ids `messageIds` (one span's messages).
 */
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, ReasoningMessage, type ReasoningLabels, type ReasoningMessageOptions } from "@reasoning-ui/react";
import { useMemo } from "react";
import { reasoningRun, type ScriptOptions } from "./events";
import { useScriptedRun } from "./useScriptedRun";

/** The reasoning message ids `reasoningRun` creates for `runId` with `parts` messages. */
export const reasoningIds = (runId = "run-1", parts = 1) => Array.from({ length: parts }, (_, i) => `${runId}-reasoning-${i + 1}`);

export interface StoreReasoningProps extends ReasoningMessageOptions {
  labels?: Partial<ReasoningLabels>;
  unstyled?: boolean;
  /** The script; built from `script` when omitted. */
  events?: BaseEvent[];
  script?: ScriptOptions;
  eventsPerSecond?: number;
  providerLabels?: Partial<ReasoningLabels>;
}

export function StoreReasoning({ events, script, eventsPerSecond = 0, providerLabels, ...props }: StoreReasoningProps) {
  const key = JSON.stringify(script ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const scripted = useMemo(() => events ?? reasoningRun(script ?? { visibility: "visible" }), [events, key]);
  const store = useScriptedRun({ events: scripted, eventsPerSecond });
  return (
    <AgentProvider store={store} labels={providerLabels}>
      <ReasoningMessage {...props} messageIds={reasoningIds(script?.runId, script?.parts)} />
    </AgentProvider>
  );
}
