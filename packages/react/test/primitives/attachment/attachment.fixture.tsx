import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Attachment, type ComposerAttachment } from "../../../src";

/** A composer attachment: a 1.2 MB PDF, ready unless said. */
export function attachment(over: Partial<ComposerAttachment> = {}): ComposerAttachment {
  return { id: "a1", file: new File(["%PDF"], "contract.pdf", { type: "application/pdf" }), name: "contract.pdf", mimeType: "application/pdf", size: 1_200_000, kind: "pdf", status: "ready", ...over };
}

/** Renders `parts` in an Attachment.Root (inside a list) and returns the spied actions. */
export function renderAttachment(parts: ReactNode, over: Partial<ComposerAttachment> = {}) {
  const onRemove = vi.fn();
  const onRetry = vi.fn();
  const result = render(
    <ul>
      <Attachment.Root attachment={attachment(over)} onRemove={onRemove} onRetry={onRetry} data-testid="root">
        {parts}
      </Attachment.Root>
    </ul>,
  );
  return { ...result, onRemove, onRetry };
}
