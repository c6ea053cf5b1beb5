"use client";
import { forwardRef, useState, type ComponentPropsWithoutRef } from "react";
import { useStyledAttr } from "../internal/styled";
import { styledClass } from "../internal/styledClass";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";

/** Props of {@link StorageNotice}. */
export interface StorageNoticeProps extends ComponentPropsWithoutRef<"div"> {
  /**
   * The storage problem to show — pass `useAgentRun`'s `storageError` (`{ code, message }`: core's `StorageError`,
   * `message` readable). Nothing renders while it is `undefined`.
   */
  error: { code: string; message: string } | undefined;
  /** Called when the user dismisses the notice. The notice hides itself until a different error object arrives. */
  onDismiss?: (() => void) | undefined;
  /** Label overrides (`storageError`, `dismiss`); win over the provider's. */
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme (`data-rui-styled` and the `rui-storage-notice*` classes). */
  unstyled?: boolean | undefined;
}

/**
 * Tells the user, in words, that their saved conversation could not be restored or saved (a corrupted or
 * future-version stored thread, storage full or blocked, …): "Your conversation could not be restored or saved:
 * <message>" (`labels.storageError(code, message)`), with a Dismiss button. `role="alert"` (the conversation they
 * expected may be missing, so it is said at once), `data-rui="storage-notice" data-code`. Never shows stored
 * content — only the error's message.
 *
 * @example
 * const agent = useAgentRun({ url: "/api/agent", persistence });
 * <StorageNotice error={agent.storageError} />
 */
export const StorageNotice = /* @__PURE__ */ forwardRef<HTMLDivElement, StorageNoticeProps>(function StorageNotice(
  { error, onDismiss, labels: labelsProp, unstyled, className, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const [dismissed, setDismissed] = useState<object | undefined>(undefined);
  if (!error || dismissed === error) return null;
  return (
    <div role="alert" data-rui="storage-notice" data-code={String(error.code ?? "")} {...styled} className={styledClass(styled, "rui-storage-notice", className)} {...props} ref={ref}>
      <span data-rui="storage-notice-text" {...styled} className={styledClass(styled, "rui-storage-notice-text")}>
        {labels.storageError(String(error.code ?? ""), typeof error.message === "string" && error.message ? error.message : String(error.code ?? ""))}
      </span>
      <button
        type="button"
        data-rui="storage-notice-dismiss"
        {...styled}
        className={styledClass(styled, "rui-storage-notice-dismiss")}
        onClick={() => {
          setDismissed(error);
          onDismiss?.();
        }}
      >
        {labels.dismiss}
      </button>
    </div>
  );
});
