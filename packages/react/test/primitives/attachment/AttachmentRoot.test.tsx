import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

describe("Attachment.Root", () => {
  it("is a list item carrying the attachment's state and kind", () => {
    renderAttachment(null, { status: "uploading", kind: "image", mimeType: "image/png" });
    const root = screen.getByTestId("root");
    expect(root.tagName).toBe("LI");
    expect(root).toHaveAttribute("data-rui", "attachment");
    expect(root).toHaveAttribute("data-state", "uploading");
    expect(root).toHaveAttribute("data-kind", "image");
  });

  it("parts outside a Root throw a clear error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Attachment.Name />)).toThrow("must be used within `Attachment.Root`");
    vi.restoreAllMocks();
  });
});
