import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createRef } from "react";
import { Reasoning, ReasoningPanel } from "../../../src";
import { axeViolations, T0 } from "../../helpers";

describe("headless primitives", () => {
  it.each([
    ["Reasoning.Trigger", <Reasoning.Trigger />],
    ["Reasoning.Content", <Reasoning.Content />],
    ["Reasoning.Duration", <Reasoning.Duration />],
    ["Reasoning.Status", <Reasoning.Status />],
  ])("`%s` throws a clear error outside Reasoning.Root", (name, element) => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(element)).toThrow(`\`${name}\` must be used within \`Reasoning.Root\``);
    spy.mockRestore();
  });

  it("compose without styles, forward refs, expose data-* state and accept className/style", async () => {
    const rootRef = createRef<HTMLDivElement>();
    const triggerRef = createRef<HTMLButtonElement>();
    const { container } = render(
      <Reasoning.Root ref={rootRef} status="complete" visibility="summary" startedAt={T0} endedAt={T0 + 2000} className="root" style={{ color: "red" }}>
        <Reasoning.Trigger ref={triggerRef} className="trigger" />
        <Reasoning.Content text="summary" className="content" />
        <Reasoning.Status />
      </Reasoning.Root>,
    );
    expect(rootRef.current).toHaveAttribute("data-rui", "reasoning");
    expect(rootRef.current).toHaveClass("root");
    expect(rootRef.current).toHaveStyle({ color: "rgb(255, 0, 0)" });
    expect(rootRef.current).toHaveAttribute("data-visibility", "summary");
    expect(container.querySelector("[data-rui-styled]")).toBeNull(); // primitives carry no theme hook
    expect(triggerRef.current).toHaveClass("trigger");
    expect(triggerRef.current).toHaveTextContent("Thought for 2 seconds");
    for (const attr of ["data-state", "data-status", "data-visibility"]) expect(triggerRef.current).toHaveAttribute(attr);
    await userEvent.setup().click(triggerRef.current!);
    expect(screen.getByText("summary")).toHaveClass("content");
    expect(screen.getByText("summary")).toHaveAttribute("data-state", "open");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asChild merges onto the given element", async () => {
    render(
      <Reasoning.Root status="complete" asChild>
        <section aria-label="Reasoning">
          <Reasoning.Trigger asChild>
            <button className="mine">Show</button>
          </Reasoning.Trigger>
          <Reasoning.Duration asChild>
            <strong />
          </Reasoning.Duration>
        </section>
      </Reasoning.Root>,
    );
    const section = screen.getByRole("region", { name: "Reasoning" });
    expect(section.tagName).toBe("SECTION");
    expect(section).toHaveAttribute("data-rui", "reasoning");
    const button = screen.getByRole("button", { name: "Show" });
    expect(button).toHaveClass("mine");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector("strong")).toHaveAttribute("data-rui", "reasoning-duration");
  });

  it("renderContent plugs in a renderer; default is text", async () => {
    render(
      <ReasoningPanel defaultOpen text="**bold**" renderContent={(t) => <em data-testid="md">{t.replaceAll("*", "")}</em>} />,
    );
    expect(screen.getByTestId("md")).toHaveTextContent("bold");
  });

  it("unstyled mode omits the theme hook but keeps the stable attributes", () => {
    const { container } = render(<ReasoningPanel unstyled visibility="summary" status="complete" text="t" />);
    expect(container.querySelector("[data-rui-styled]")).toBeNull();
    expect(container.querySelector('[data-rui="reasoning"][data-visibility="summary"][data-status="complete"][data-state="closed"]')).not.toBeNull();
    expect(container.querySelector('[data-rui="summary-badge"]')).not.toBeNull();
    const styled = render(<ReasoningPanel text="t" />);
    expect(styled.container.querySelector('[data-rui="reasoning"]')).toHaveAttribute("data-rui-styled", "");
  });
});

describe("scroll area", () => {
  function layout(el: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
    Object.defineProperty(el, "scrollHeight", { configurable: true, get: () => sizes.scrollHeight });
    Object.defineProperty(el, "clientHeight", { configurable: true, get: () => sizes.clientHeight });
  }

  it("follows the newest text while streaming and stops when the user scrolls up", () => {
    const { container, rerender } = render(<ReasoningPanel status="streaming" text="a" />);
    const content = container.querySelector('[data-rui="reasoning-content"]') as HTMLElement;
    const sizes = { scrollHeight: 1000, clientHeight: 200 };
    layout(content, sizes);
    rerender(<ReasoningPanel status="streaming" text="a b" />);
    expect(content.scrollTop).toBe(1000); // pinned to the bottom
    expect(content).toHaveAttribute("data-following");

    content.scrollTop = 300; // the user scrolls up
    fireEvent.scroll(content);
    sizes.scrollHeight = 1400;
    rerender(<ReasoningPanel status="streaming" text="a b c" />);
    expect(content.scrollTop).toBe(300); // left where the user put it
    expect(content).not.toHaveAttribute("data-following");

    content.scrollTop = 1400 - 200; // back to the bottom: follows again
    fireEvent.scroll(content);
    sizes.scrollHeight = 1800;
    rerender(<ReasoningPanel status="streaming" text="a b c d" />);
    expect(content.scrollTop).toBe(1800);
  });
});
