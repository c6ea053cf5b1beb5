import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

describe("Attachment.Remove", () => {
  it("is a button named after the file that removes it", () => {
    const { onRemove } = renderAttachment(<Attachment.Remove />);
    const button = screen.getByRole("button", { name: "Remove contract.pdf" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("data-rui", "attachment-remove");
    fireEvent.click(button);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
