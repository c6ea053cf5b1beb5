import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThreadList } from "../../../src";
import { root } from "./threads.fixture";

describe("ThreadList.New", () => {
  it("reads 'New conversation' by default, takes your text, and asks the root for a new thread", () => {
    const { ui, handlers } = root(
      <>
        <ThreadList.New />
        <ThreadList.New className="mine">+ Chat</ThreadList.New>
      </>,
    );
    render(ui);
    const button = screen.getByRole("button", { name: "New conversation" });
    expect(button).toHaveAttribute("data-rui", "thread-list-new");
    fireEvent.click(screen.getByRole("button", { name: "+ Chat" }));
    expect(handlers.onCreate).toHaveBeenCalledTimes(1);
  });
});
