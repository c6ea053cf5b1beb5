"use client";
import type { ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import { reasoningTitle, withoutLeadingTitle, type AgentState, type ReasoningStatus } from "@reasoning-ui/core";
import { useReasoningView } from "../../hooks/useReasoningView";
import type { CopyButtonLabels } from "../CopyButton";
import { CopyableBlock } from "../CopyableBlock";

/** Props of {@link TimelineReasoningText}. */
export interface TimelineReasoningTextProps {
  /** The step's reasoning message ids (`TimelineStep.messageIds`). */
  messageIds: readonly string[];
  store: StoreApi<AgentState>;
  /** The panels' content renderer (e.g. markdown); default: text as text, never HTML. */
  renderContent?: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
  /** The step's title: a part opening with it as a bold / heading line shows without that line (the header already says it). */
  title?: string | undefined;
  /** Attributes of each part (e.g. the theme hook). */
  partProps?: Record<string, string> | undefined;
  /** Each part's copy button texts (the part's whole text is copied, its title line included). */
  copyLabels: CopyButtonLabels;
  /** Omit the default theme hook (`data-rui-styled`) on the copy control. */
  unstyled?: boolean | undefined;
}

/**
 * A reasoning step's visible parts, whole (never cut), each rendered as `ReasoningPanel` renders them with a copy
 * button beside it (`CopyableBlock`); re-renders only when that step's view changes.
 */
export function TimelineReasoningText({ messageIds, store, title, renderContent, partProps, copyLabels, unstyled }: TimelineReasoningTextProps) {
  const view = useReasoningView(messageIds, store);
  if (!view || view.visibility === "hidden") return null;
  return (
    <>
      {view.parts.map((part, index) => {
        const body = title !== undefined && reasoningTitle(part.text) === title ? withoutLeadingTitle(part.text) : part.text;
        return body.trim() === "" ? null : (
          <div key={part.id} data-rui="timeline-step-text" dir="auto" {...partProps}>
            <CopyableBlock text={part.text} labels={copyLabels} unstyled={unstyled}>
              {renderContent ? renderContent(body, { status: view.status, partId: part.id, index }) : body}
            </CopyableBlock>
          </div>
        );
      })}
    </>
  );
}
