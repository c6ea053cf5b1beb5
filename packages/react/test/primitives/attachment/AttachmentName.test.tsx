import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Attachment } from "../../../src";
import { renderAttachment } from "./attachment.fixture";

describe("Attachment.Name", () => {
  it("shows the file's name as text, with the full name as its title", () => {
    const name = "<img src=x onerror=alert(1)> report with a very long name.pdf";
    const { container } = renderAttachment(<Attachment.Name />, { name });
    const node = container.querySelector('[data-rui="attachment-name"]')!;
    expect(node).toHaveTextContent(name);
    expect(node).toHaveAttribute("title", name);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(name)).toBe(node);
  });
});
