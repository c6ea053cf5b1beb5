import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { attachmentAttributes, useAttachmentContext } from "../../../src/primitives/attachment/context";
import { attachment, renderAttachment } from "./attachment.fixture";

describe("useAttachmentContext", () => {
  it("gives a part of your own the attachment, labels and actions", () => {
    function Size() {
      const { attachment: a, labels, remove } = useAttachmentContext("Size");
      return (
        <button type="button" onClick={remove}>
          {labels.formatBytes(a.size)}
        </button>
      );
    }
    const { onRemove } = renderAttachment(<Size />);
    screen.getByRole("button", { name: "1.2 MB" }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("outside a Root it throws naming the part; attachmentAttributes gives state and kind", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Size() {
      useAttachmentContext("Size");
      return null;
    }
    expect(() => render(<Size />)).toThrow("`Size` must be used within `Attachment.Root`");
    vi.restoreAllMocks();
    expect(attachmentAttributes(attachment({ status: "failed", kind: "image" }))).toEqual({ "data-state": "failed", "data-kind": "image" });
  });
});
