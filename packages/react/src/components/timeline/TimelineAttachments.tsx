"use client";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import { useAttachmentLabels } from "../../attachments/labels";
import { LazyMessageAttachments } from "../attachments/LazyMessageAttachments";

/**
 * The `content` of the user message that opens the turn holding `turn` (the nearest user message at or before the
 * first known id), when it is parts rather than a string; else `undefined`. The content array itself, so the
 * selection is stable while the message is.
 */
export function selectTurnParts(state: Pick<AgentState, "messages">, turn: string | readonly string[]): readonly unknown[] | undefined {
  const ids = typeof turn === "string" ? [turn] : turn;
  const { messages } = state;
  let at = -1;
  for (const id of ids) if ((at = messages.findIndex((m) => m.id === id)) >= 0) break;
  for (let i = at; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role !== "user") continue;
    return Array.isArray(m.content) && m.content.some((p) => p.type !== "text") ? m.content : undefined;
  }
  return undefined;
}

/** Props of {@link TimelineAttachments}. */
export interface TimelineAttachmentsProps {
  turn: string | readonly string[];
  store: StoreApi<AgentState>;
  styled: { "data-rui-styled"?: "" };
  unstyled?: boolean | undefined;
}

/**
 * The timeline's first item when the turn's user message carries attachments: "Attached" and the files (the same
 * `MessageAttachments`, loaded on first use), so the steps that follow read as the agent's work on them. Renders
 * nothing for a turn without media parts.
 */
export function TimelineAttachments({ turn, store, styled, unstyled }: TimelineAttachmentsProps) {
  const key = typeof turn === "string" ? turn : turn.join("\u0000");
  const parts = useAgentStore((s) => selectTurnParts(s, key.split("\u0000")), Object.is, store);
  const labels = useAttachmentLabels();
  if (!parts) return null;
  return (
    <li data-rui="timeline-step" data-kind="attachment" data-status="complete" {...styled}>
      <span data-rui="timeline-step-marker" aria-hidden="true" {...styled} />
      <div data-rui="timeline-step-body" {...styled}>
        <div data-rui="timeline-step-header" {...styled}>
          <span data-rui="timeline-step-title" {...styled}>
            {labels.attached(parts.filter((p) => (p as { type?: unknown })?.type !== "text").length)}
          </span>
        </div>
        <LazyMessageAttachments content={parts} unstyled={unstyled} fallback={<ul data-rui="message-attachments" {...styled} />} />
      </div>
    </li>
  );
}
