import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChunkedText } from "../../../src/primitives/reasoning/ChunkedText";

describe("ChunkedText", () => {
  it("renders a short text as its bare text", () => {
    const { container } = render(<ChunkedText text="Short reasoning." />);
    expect(container.textContent).toBe("Short reasoning.");
    expect(container.querySelector('[data-rui="reasoning-text-chunk"]')).toBeNull();
  });

  it("splits a long text into chunks grouped for the browser to skip, the text whole and in order", () => {
    const line = `${"word ".repeat(40)}\n`;
    const text = line.repeat(2_000);
    const { container } = render(<ChunkedText text={text} />);
    const chunks = container.querySelectorAll('[data-rui="reasoning-text-chunk"]');
    expect(chunks.length).toBeGreaterThan(16);
    expect(container.querySelectorAll('[data-rui="reasoning-text-group"]').length).toBeGreaterThan(1);
    // The line break between two chunks is their block boundary: joined by it, the chunks are the text.
    expect(Array.from(chunks, (c) => c.textContent).join("\n")).toBe(text);
  });
});
