import { describe, expect, it } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

const details = (container: HTMLElement) => container.querySelector('[data-rui="attachment-details"]')!;

describe("Attachment.Details", () => {
  it("says kind and size in words, and the upload's state while it is not ready", () => {
    const ready = renderAttachment(<Attachment.Details />);
    expect(details(ready.container).textContent).toMatch(/^PDF · 1\.2 MB$/);
    ready.unmount();
    const uploading = renderAttachment(<Attachment.Details />, { status: "uploading", progress: 0.4 });
    expect(details(uploading.container).textContent).toContain("Uploading 40%");
    expect(details(uploading.container)).toHaveAttribute("data-state", "uploading");
    uploading.unmount();
    const failed = renderAttachment(<Attachment.Details />, { status: "failed", error: "quota exceeded" });
    expect(details(failed.container).textContent).toContain("Upload failed: quota exceeded");
  });
});
