import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MessageEditor } from "../../src";
import { axeViolations } from "../helpers";

const field = () => screen.getByRole("textbox", { name: "Edit your message" });

describe("MessageEditor", () => {
  it("opens with the message's text, focused, caret at the end; Enter submits the trimmed text", async () => {
    const onSubmit = vi.fn();
    const { container } = render(<MessageEditor defaultValue="What about Lyon?" onSubmit={onSubmit} onCancel={() => {}} />);
    expect(field()).toHaveValue("What about Lyon?");
    expect(document.activeElement).toBe(field());
    expect((field() as HTMLTextAreaElement).selectionStart).toBe("What about Lyon?".length);
    fireEvent.change(field(), { target: { value: "  What about Lyon on Sunday?  " } });
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("What about Lyon on Sunday?");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("Shift+Enter and Enter during IME composition do not submit; the Send button does", () => {
    const onSubmit = vi.fn();
    render(<MessageEditor defaultValue="a" onSubmit={onSubmit} onCancel={() => {}} />);
    expect(fireEvent.keyDown(field(), { key: "Enter", shiftKey: true })).toBe(true); // default (newline) not prevented
    fireEvent.keyDown(field(), { key: "Enter", isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("a");
  });

  it("Escape and Cancel cancel; an empty text never submits", () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(<MessageEditor defaultValue="a" onSubmit={onSubmit} onCancel={onCancel} />);
    fireEvent.keyDown(field(), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    fireEvent.change(field(), { target: { value: "   " } });
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "true");
    fireEvent.keyDown(field(), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
