"use client";
import type { ReactNode } from "react";
import { useStyledAttr } from "../internal/styled";
import { CopyButton, type CopyButtonLabels } from "./CopyButton";

/** Props of {@link CopyableBlock}. */
export interface CopyableBlockProps {
  /** The block as shown (e.g. rendered markdown). */
  children: ReactNode;
  /** What the button copies: the block's visible text (never an encrypted value). */
  text: string;
  /** The button's texts; `copy` is its accessible name ("Copy answer"). */
  labels?: Partial<CopyButtonLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * A block with its copy button that takes no room of its own: `<div data-rui="copyable">` holding the block and a
 * `<div data-rui="copy-row">` with a {@link CopyButton} after it (so it comes after the text in reading and tab
 * order). With a pointer the default theme lays the row over the block's bottom-end corner (beside the column for an
 * answer in a wide thread), shown while the block is hovered, the button focused or just used, so an answer gets no
 * empty row under it; on touch screens (no hover) the row stays visible under the block. Used by the markdown renderers' `{ copy: true }` and the timeline's steps.
 *
 * @example
 * <CopyableBlock text={answer} labels={{ copy: "Copy answer" }}><Markdown>{answer}</Markdown></CopyableBlock>
 */
export function CopyableBlock({ children, text, labels, unstyled }: CopyableBlockProps) {
  const styled = useStyledAttr(unstyled);
  return (
    <div data-rui="copyable" {...styled}>
      {children}
      <div data-rui="copy-row" {...styled}>
        <CopyButton text={text} labels={labels} unstyled={unstyled} />
      </div>
    </div>
  );
}
