import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

describe("Attachment.Retry", () => {
  it("renders only when the upload failed; reads 'Retry', is named after the file and retries", () => {
    const ready = renderAttachment(<Attachment.Retry />);
    expect(screen.queryByRole("button")).toBeNull();
    ready.unmount();
    const { onRetry } = renderAttachment(<Attachment.Retry />, { status: "failed", error: "network" });
    const button = screen.getByRole("button", { name: "Retry uploading contract.pdf" });
    expect(button).toHaveTextContent("Retry");
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
