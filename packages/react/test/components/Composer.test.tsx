import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Composer } from "../../src";
import { apply, axeViolations, ev, newStore, renderWithStore } from "../helpers";

describe("Composer", () => {
  it("has a labelled text field; Enter sends the trimmed text and clears; Shift+Enter inserts a newline", async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Composer onSend={onSend} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.type(field, "  line one{Shift>}{Enter}{/Shift}line two ");
    expect(field).toHaveValue("  line one\nline two ");
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledWith("line one\nline two");
    expect(field).toHaveValue("");
    await user.type(field, "again");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSend).toHaveBeenLastCalledWith("again");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows Stop instead of Send while running, and does not send on Enter", async () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Composer onSend={onSend} onStop={onStop} running />);
    expect(container.firstChild).toHaveAttribute("data-running");
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    await user.type(screen.getByRole("textbox"), "wait{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("follows the provider store's run status when `running` is not given; labels override", async () => {
    const store = newStore();
    renderWithStore(<Composer onSend={() => {}} labels={{ stop: "Arrêter", composerLabel: "Votre message" }} />, store);
    expect(screen.getByRole("textbox", { name: "Votre message" })).toBeInTheDocument();
    await apply(store, ev.runStarted());
    expect(screen.getByRole("button", { name: "Arrêter" })).toBeInTheDocument();
    await apply(store, ev.runFinished());
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });
});

describe("Composer focus (keyboard users never land on Stop)", () => {
  function Harness({ onStop }: { onStop: () => void }) {
    const [running, setRunning] = useState(false);
    return (
      <>
        <Composer onSend={() => setRunning(true)} onStop={() => { onStop(); setRunning(false); }} running={running} />
        <button type="button" onClick={() => setRunning(false)}>finish run</button>
      </>
    );
  }

  it("after Send by button focus is in the field, so a second Enter does not press Stop", async () => {
    const onStop = vi.fn();
    const user = userEvent.setup();
    render(<Harness onStop={onStop} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.type(field, "hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("button", { name: "Stop" })).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onStop).not.toHaveBeenCalled();
  });

  it("Send pressed with the keyboard on the button, then the swap to Stop: focus moves to the field, not <body>", async () => {
    const user = userEvent.setup();
    render(<Harness onStop={() => {}} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.type(field, "hi");
    await user.tab();
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(field).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it("after Stop focus returns to the field", async () => {
    const onStop = vi.fn();
    const user = userEvent.setup();
    render(<Harness onStop={onStop} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.type(field, "hi{Enter}");
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it("a focused Stop that disappears because the run ended hands focus to the field", async () => {
    const user = userEvent.setup();
    render(<Harness onStop={() => {}} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.type(field, "hi{Enter}");
    screen.getByRole("button", { name: "Stop" }).focus();
    await act(async () => screen.getByRole("button", { name: "finish run" }).click());
    expect(field).toHaveFocus();
  });

  it("a disabled composer says so (data-disabled on the form, field and buttons disabled)", () => {
    const { container } = render(<Composer onSend={() => {}} disabled />);
    expect(container.querySelector('[data-rui="composer"]')).toHaveAttribute("data-disabled", "");
    expect(screen.getByRole("textbox", { name: "Message" })).toBeDisabled();
  });
});
