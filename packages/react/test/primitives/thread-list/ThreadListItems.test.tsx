import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThreadList } from "../../../src";
import { root } from "./threads.fixture";

describe("ThreadList.Items", () => {
  it("is a list of the root's threads, one child each, in order, with its index", () => {
    const { ui } = root(<ThreadList.Items>{(thread, index) => <li key={thread.threadId}>{`${index}:${thread.threadId}`}</li>}</ThreadList.Items>);
    render(ui);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(list).toHaveAttribute("data-rui", "thread-list-items");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["0:t1", "1:t2", "2:t3"]);
  });
});
