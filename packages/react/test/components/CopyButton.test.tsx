import { describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../helpers";
import { CopyButton } from "@reasoning-ui/react";

describe("CopyButton", () => {
  it("copies the text, announces Copied in a live region, then returns to idle", async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    render(<CopyButton text="Paris: take an umbrella." resetAfter={600} onCopied={onCopied} />);
    const button = screen.getByRole("button", { name: "Copy" });
    expect(button).toHaveAttribute("data-state", "idle");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("data-state", "copied"));
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    expect(await navigator.clipboard.readText()).toBe("Paris: take an umbrella.");
    expect(onCopied).toHaveBeenCalledWith("Paris: take an umbrella.");
    await waitFor(() => expect(button).toHaveAttribute("data-state", "idle"), { timeout: 3000 });
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("reads a function text at click time and is usable with the keyboard", async () => {
    const user = userEvent.setup();
    let text = "first";
    render(<CopyButton text={() => text} />);
    text = "second";
    await user.tab();
    expect(screen.getByRole("button")).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copied"));
    expect(await navigator.clipboard.readText()).toBe("second");
  });

  it("announces a refusal, calls onCopyError and never throws", async () => {
    const user = userEvent.setup();
    const error = new DOMException("denied", "NotAllowedError");
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(error);
    const onCopyError = vi.fn();
    render(<CopyButton text="x" onCopyError={onCopyError} labels={{ failed: "Kopieren fehlgeschlagen" }} />);
    await user.click(screen.getByRole("button"));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Kopieren fehlgeschlagen"));
    expect(screen.getByRole("button")).toHaveAttribute("data-state", "failed");
    expect(onCopyError).toHaveBeenCalledWith(error);
  });

  it("takes overridden labels and has no axe violations", async () => {
    const user = userEvent.setup();
    const { container } = render(<CopyButton text="x" labels={{ copy: "Copier le raisonnement", copied: "Copié" }} />);
    await user.click(screen.getByRole("button", { name: "Copier le raisonnement" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Copié"));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("clears its timer on unmount", async () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(<CopyButton text="x" />);
      await act(async () => screen.getByRole("button").click());
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
