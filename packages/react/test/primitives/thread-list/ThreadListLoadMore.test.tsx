import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThreadList } from "../../../src";
import { root } from "./threads.fixture";

describe("ThreadList.LoadMore", () => {
  it("renders nothing while there is no more to fetch", () => {
    const { ui } = root(<ThreadList.LoadMore />);
    render(ui);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("with more to fetch it reads 'Show older conversations' and asks for the next page", () => {
    const { ui, handlers } = root(<ThreadList.LoadMore />, { hasMore: true });
    render(ui);
    const button = screen.getByRole("button", { name: "Show older conversations" });
    expect(button).toHaveAttribute("data-rui", "thread-list-load-more");
    fireEvent.click(button);
    expect(handlers.onLoadMore).toHaveBeenCalledTimes(1);
  });
});
