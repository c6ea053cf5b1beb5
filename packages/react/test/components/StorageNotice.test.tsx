import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StorageNotice } from "../../src";
import { axeViolations } from "../helpers";

describe("StorageNotice", () => {
  it("says what happened in words, as an alert, and can be dismissed until another error arrives", async () => {
    const onDismiss = vi.fn();
    const error = { code: "corrupted", message: "The saved conversation is damaged and was not loaded." };
    const { container, rerender } = render(<StorageNotice error={error} onDismiss={onDismiss} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your conversation could not be restored or saved: The saved conversation is damaged and was not loaded.");
    expect(alert).toHaveAttribute("data-code", "corrupted");
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<StorageNotice error={error} onDismiss={onDismiss} />);
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<StorageNotice error={{ code: "quota_exceeded", message: "Storage is full." }} onDismiss={onDismiss} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Storage is full.");
  });

  it("an error without a message still reads as a sentence (its code), never 'undefined'", () => {
    render(<StorageNotice error={{ code: "unavailable" } as never} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Your conversation could not be restored or saved: unavailable");
  });

  it("renders nothing without an error", () => {
    const { container } = render(<StorageNotice error={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
