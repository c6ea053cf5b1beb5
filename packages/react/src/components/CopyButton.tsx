"use client";
import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef, type SVGProps } from "react";
import { iconProps } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { visuallyHidden } from "../internal/visuallyHidden";

/** Texts of {@link CopyButton}: the button's accessible name and what the live region announces. */
export interface CopyButtonLabels {
  /** Accessible name (and tooltip) of the button, e.g. "Copy reasoning", "Copy answer". Default "Copy". */
  copy: string;
  /** Announced (polite live region) and shown as the tooltip after a successful copy. Default "Copied". */
  copied: string;
  /** Announced when the clipboard refused the text. Default "Copy failed". */
  failed: string;
}

/** Default English {@link CopyButtonLabels}. */
export const defaultCopyLabels: CopyButtonLabels = { copy: "Copy", copied: "Copied", failed: "Copy failed" };

/** Props of {@link CopyButton}. */
export interface CopyButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "onCopy" | "children"> {
  /** What to copy, or a function returning it (read at click time, so a streaming text is copied as it is then). */
  text: string | (() => string);
  /** Override any of the texts ({@link defaultCopyLabels}). */
  labels?: Partial<CopyButtonLabels>;
  /** ms the "Copied" / "Copy failed" state lasts before the button returns to idle. Default 2000. */
  resetAfter?: number;
  /** Called with the copied text after the clipboard accepted it. */
  onCopied?: (text: string) => void;
  /** Called with the error when the clipboard refused it (permissions, insecure context). Never thrown. */
  onCopyError?: (error: unknown) => void;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean;
}

const CopyIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5v-2a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
  </svg>
);
const CheckIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...iconProps(props)}>
    <path d="M3 8.5l3 3 7-7" />
  </svg>
);

/** The Async Clipboard API, else the legacy `execCommand("copy")` on a detached selection (older WebViews). */
async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  Object.assign(area.style, { position: "fixed", opacity: "0", pointerEvents: "none" });
  document.body.appendChild(area);
  try {
    area.select();
    if (!document.execCommand("copy")) throw new Error("copy command refused");
  } finally {
    area.remove();
  }
}

/**
 * A copy control for a reasoning block or an answer (issue 12): a real `<button>` named by `labels.copy`
 * ("Copy"), with a polite live region (`role="status"`) that announces "Copied" (or "Copy failed") for
 * `resetAfter` ms. Uses the Async Clipboard API (`navigator.clipboard.writeText`; secure contexts only), else
 * `document.execCommand("copy")`. Never throws: a refusal sets `data-state="failed"` and calls `onCopyError`.
 * Renders `<span data-rui="copy">` holding `button[data-rui="copy-button"][data-state="idle|copied|failed"]`
 * and the live region. Copy only visible text: never pass an `encryptedValue`.
 *
 * @example
 * <ReasoningPanel text={text} renderContent={(t) => <>{t}<CopyButton text={t} labels={{ copy: "Copy reasoning" }} /></>} />
 */
export const CopyButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  { text, labels: labelsProp, resetAfter = 2000, onCopied, onCopyError, unstyled, onClick, className, style, ...props },
  ref,
) {
  const labels = { ...defaultCopyLabels, ...labelsProp };
  const styled = useStyledAttr(unstyled);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const settle = (next: "copied" | "failed") => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), resetAfter);
  };
  const copy = async () => {
    const value = typeof text === "function" ? text() : text;
    try {
      await writeClipboard(value);
      settle("copied");
      onCopied?.(value);
    } catch (error) {
      settle("failed");
      onCopyError?.(error);
    }
  };
  const title = state === "copied" ? labels.copied : state === "failed" ? labels.failed : labels.copy;
  return (
    <span data-rui="copy" className={className} style={style} {...styled}>
      <button
        type="button"
        data-rui="copy-button"
        data-state={state}
        aria-label={labels.copy}
        title={title}
        {...styled}
        {...props}
        ref={ref}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) void copy();
        }}
      >
        {state === "copied" ? <CheckIcon data-rui="icon" {...styled} /> : <CopyIcon data-rui="icon" {...styled} />}
      </button>
      <span role="status" aria-live="polite" style={visuallyHidden}>
        {state === "copied" ? labels.copied : state === "failed" ? labels.failed : ""}
      </span>
    </span>
  );
});
