import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

describe("Attachment.Progress", () => {
  it("is a progress bar with the share uploaded, only while uploading", () => {
    const uploading = renderAttachment(<Attachment.Progress />, { status: "uploading", progress: 0.25 });
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(bar).toHaveAttribute("data-rui", "attachment-progress");
    uploading.unmount();
    renderAttachment(<Attachment.Progress />, { status: "uploading" });
    expect(screen.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow");
  });

  it("renders nothing once ready or failed", () => {
    const ready = renderAttachment(<Attachment.Progress />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    ready.unmount();
    renderAttachment(<Attachment.Progress />, { status: "failed" });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
