/**
 * "Jump to latest" only when the viewport actually scrolls (issue 21 item 6): scrolled up in a scroll container
 * whose content is taller than it, the button shows; when nothing scrolls — unstyled without a height or overflow
 * of the app's, or content that fits — it never does, whatever scroll events arrive. jsdom has no layout, so the
 * sizes are given to the element.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageListViewport } from "../../src";

function sized(el: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(el, "scrollHeight", { configurable: true, get: () => scrollHeight });
  Object.defineProperty(el, "clientHeight", { configurable: true, get: () => clientHeight });
}

function scrollTo(el: HTMLElement, top: number) {
  act(() => {
    el.scrollTop = top;
    fireEvent.scroll(el);
  });
}

const jump = () => screen.queryByRole("button", { name: /^Jump to latest/ });

describe("MessageListViewport: Jump to latest", () => {
  it("shows when the reader scrolls up in a viewport that scrolls, and hides back at the bottom", () => {
    const { container } = render(
      <MessageListViewport style={{ overflowY: "auto" }}>
        <p>text</p>
      </MessageListViewport>,
    );
    const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
    sized(viewport, 2000, 500);
    scrollTo(viewport, 0);
    expect(jump()).toBeInTheDocument();
    expect(viewport).not.toHaveAttribute("data-following");
    scrollTo(viewport, 1500);
    expect(jump()).toBeNull();
    expect(viewport).toHaveAttribute("data-following");
  });

  it.each([
    ["unstyled, no overflow of the app's (the page scrolls instead)", { unstyled: true, style: {} }, 2000],
    ["styled, but the content fits", { unstyled: false, style: { overflowY: "auto" as const } }, 500],
    ["unstyled with overflow: auto, but the content fits", { unstyled: true, style: { overflowY: "auto" as const } }, 500],
  ])("never shows when nothing scrolls: %s", (_name, props, scrollHeight) => {
    const { container } = render(
      <MessageListViewport unstyled={props.unstyled} style={props.style}>
        <p>text</p>
      </MessageListViewport>,
    );
    const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
    sized(viewport, scrollHeight, 500);
    scrollTo(viewport, 0);
    expect(jump()).toBeNull();
    expect(viewport).toHaveAttribute("data-following");
  });

  it("unstyled with a scroll container of the app's own: offers it like the styled one", () => {
    const { container } = render(
      <MessageListViewport unstyled style={{ overflowY: "scroll", height: 500 }}>
        <p>text</p>
      </MessageListViewport>,
    );
    const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
    sized(viewport, 2000, 500);
    scrollTo(viewport, 100);
    expect(jump()).toBeInTheDocument();
    expect(jump()).not.toHaveAttribute("data-rui-styled");
  });
});
