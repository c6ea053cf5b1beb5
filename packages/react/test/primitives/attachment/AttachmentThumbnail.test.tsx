import { describe, expect, it } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

describe("Attachment.Thumbnail", () => {
  it("shows an icon of its kind (never the file itself) when there is no decoded image", () => {
    const { container } = renderAttachment(<Attachment.Thumbnail />);
    const thumb = container.querySelector('[data-rui="attachment-thumbnail"]')!;
    expect(thumb).toHaveAttribute("data-empty");
    expect(thumb).toHaveAttribute("data-kind", "pdf");
    expect(container.querySelector("iframe, object, embed, img[src]")).toBeNull();
  });
});
