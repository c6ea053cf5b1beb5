import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import type { ComponentPropsWithoutRef } from "react";
import { Markdown, markdownRenderContent, markdownRenderText, type MarkdownComponents } from "@reasoning-ui/react/markdown";
import { ReasoningPanel } from "@reasoning-ui/react";

describe("Markdown: safe by default", () => {
  it("shows raw HTML as text and never creates its elements", () => {
    const { container } = render(
      <Markdown>{'<img src=x onerror="alert(1)">\n\nHi <script>alert(1)</script> <b onclick="x()">b</b>\n\n<iframe src="https://e.com"></iframe>'}</Markdown>,
    );
    expect(container.querySelector("img, script, iframe, b")).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.querySelector("[onerror], [onclick], [src]")).toBeNull();
  });

  it.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["java\tscript:alert(1)"],
    ["&#106;avascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["file:///etc/passwd"],
    ["//evil.example/x"],
    ["/relative/path"],
  ])("refuses the link %j and keeps its text", (href) => {
    const { container } = render(<Markdown>{`Click [here](${href}) now, or <${href}>`}</Markdown>);
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("here");
    // Where the lexer forms a link at all (a tab inside the destination breaks the syntax), it is refused, not dropped.
    if (!href.includes("\t")) expect(container.querySelector('[data-rui="md-link-refused"]')).toHaveTextContent("here");
  });

  it("renders http(s) and mailto links, in a new tab with noopener", () => {
    const { container } = render(<Markdown>{"[a](https://example.com/a) [b](http://example.com/b) [c](mailto:x@example.com) https://example.com/auto"}</Markdown>);
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://example.com/a", "http://example.com/b", "mailto:x@example.com", "https://example.com/auto"]);
    for (const a of links) expect(a).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows images as their alt text unless allowImages, and then only http(s)", () => {
    const md = "![a cat](https://example.com/cat.png) ![bad](javascript:alert(1)) ![data](data:image/png;base64,AAAA)";
    const off = render(<Markdown>{md}</Markdown>);
    expect(off.container.querySelector("img")).toBeNull();
    expect(off.container.textContent).toContain("a cat");
    off.unmount();
    const on = render(<Markdown allowImages>{md}</Markdown>);
    const imgs = [...on.container.querySelectorAll("img")];
    expect(imgs.map((i) => i.getAttribute("src"))).toEqual(["https://example.com/cat.png"]);
    expect(imgs[0]).toHaveAttribute("alt", "a cat");
  });

  it("renders GFM: headings, lists, task lists, code blocks with language, tables, quotes, strikethrough", () => {
    const { container } = render(
      <Markdown>{"## Title\n\n1. one\n2. two\n\n- [x] done\n- [ ] todo\n\n```ts\nconst a = 1 < 2 && true;\n```\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n> quote\n\n~~old~~ &amp; `x &amp; y`"}</Markdown>,
    );
    expect(container.querySelector("h2")).toHaveTextContent("Title");
    expect(container.querySelectorAll("ol > li")).toHaveLength(2);
    expect([...container.querySelectorAll<HTMLInputElement>("li input[type=checkbox]")].map((i) => i.checked)).toEqual([true, false]);
    const pre = container.querySelector('pre[data-rui="md-code"]')!;
    expect(pre).toHaveAttribute("data-language", "ts");
    expect(pre.querySelector("code")).toHaveClass("language-ts");
    expect(pre.textContent).toBe("const a = 1 < 2 && true;");
    expect(container.querySelectorAll("th")).toHaveLength(2);
    expect(container.querySelectorAll("td")[1]).toHaveStyle({ textAlign: "right" });
    expect(container.querySelector("blockquote")).toHaveTextContent("quote");
    expect(container.querySelector("del")).toHaveTextContent("old");
    expect(container.querySelector('[data-rui="markdown"] > p:last-child')!.textContent).toBe("old & x &amp; y");
  });
});

describe("Markdown: incomplete markdown mid-stream", () => {
  it.each([
    ["Checking **the forecast", "strong", "the forecast"],
    ["Checking *the forecast", "em", "the forecast"],
    ["Run `npm te", "code", "npm te"],
    ["This is ~~wrong", "del", "wrong"],
  ])("%j never shows the raw markers", (md, tag, inner) => {
    const { container } = render(<Markdown>{md}</Markdown>);
    expect(container.querySelector(tag)).toHaveTextContent(inner);
    expect(container.textContent).not.toMatch(/\*|`|~~/);
  });

  it("an unclosed link shows its label only, not the half URL", () => {
    const { container } = render(<Markdown>{"See [the docs](https://exa"}</Markdown>);
    expect(container.textContent).toBe("See the docs");
    expect(container.querySelector("a")).toBeNull();
  });

  it("an unclosed code fence renders as a code block while it streams", () => {
    const { container } = render(<Markdown>{"Plan:\n\n```python\nprint('hi')\nfor x in"}</Markdown>);
    const pre = container.querySelector("pre")!;
    expect(pre).toHaveAttribute("data-language", "python");
    expect(pre.textContent).toBe("print('hi')\nfor x in");
    expect(container.textContent).not.toContain("```");
  });

  it("streaming without healing (completeIncomplete: false) shows the markers as written", () => {
    const { container } = render(<Markdown completeIncomplete={false}>{"Checking **the forecast"}</Markdown>);
    expect(container.textContent).toBe("Checking **the forecast");
  });
});

describe("Markdown: incremental rendering", () => {
  it("renders a finished block once while later deltas arrive, and keeps its DOM node", () => {
    const renders = new Map<string, number>();
    const P = ({ children, ...rest }: ComponentPropsWithoutRef<"p">) => {
      const key = String(Array.isArray(children) ? children.join("") : children).slice(0, 12);
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return <p {...rest}>{children}</p>;
    };
    const components: MarkdownComponents = { p: P };
    const first = "First block is finished.\n\nSecond block.\n\n";
    const { container, rerender } = render(<Markdown components={components}>{first + "Third"}</Markdown>);
    const firstNode = () => [...container.querySelectorAll("p")].find((p) => p.textContent === "First block is finished.");
    rerender(<Markdown components={components}>{first + "Third block\n\nFou"}</Markdown>);
    const node = firstNode();
    const before = renders.get("First block ")!;
    for (let i = 0; i < 20; i++) rerender(<Markdown components={components}>{first + "Third block\n\nFourth " + "x".repeat(i)}</Markdown>);
    expect(renders.get("First block ")).toBe(before);
    expect(firstNode()).toBe(node);
    expect(renders.get("Fourth xxxxx")).toBeGreaterThan(1); // the open tail re-renders
  });
});

describe("renderers", () => {
  it("markdownRenderContent plugs into ReasoningPanel's renderContent", () => {
    const renderContent = markdownRenderContent();
    const { container } = render(<ReasoningPanel status="streaming" text={"**Plan**\n\n- check"} renderContent={renderContent} />);
    const md = container.querySelector('[data-rui="reasoning-part"] [data-rui="markdown"]')!;
    expect(md).toHaveAttribute("data-status", "streaming");
    expect(md.querySelector("strong")).toHaveTextContent("Plan");
    expect(md.querySelector("li")).toHaveTextContent("check");
  });

  it("markdownRenderText renders assistant answers as markdown and user text as typed", () => {
    const renderText = markdownRenderText();
    const a = render(<>{renderText("**yes**", "a1", "assistant")}</>);
    expect(a.container.querySelector("strong")).toHaveTextContent("yes");
    a.unmount();
    const u = render(<>{renderText("**yes**", "u1", "user")}</>);
    expect(u.container.textContent).toBe("**yes**");
  });
});
