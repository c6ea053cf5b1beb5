import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { marked } from "marked";
import { ReasoningPanel } from "@reasoning-ui/react";
import { createMarkdownParser, Markdown, MARKDOWN_CHUNK_CHARS, markdownRenderContent } from "@reasoning-ui/react/markdown";
import { makeTrace } from "../../../../bench/p6/trace";

const TEXT = makeTrace(300 * 1024);
/** The text's visible characters as marked's own HTML renderer would show them (whitespace ignored). */
const visible = (html: string) => (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, "");

describe("Markdown: finished blocks grouped for content-visibility (P6)", () => {
  it("renders a 300 KB text as ~128 KiB groups of ~8 KiB chunks, every block whole and in order", async () => {
    const parsed = createMarkdownParser().update(TEXT);
    const { container } = render(<Markdown>{TEXT}</Markdown>);
    const root = container.querySelector('[data-rui="markdown"]')!;
    // under one render's parse budget (256 KiB) plus a window: parsed at once
    await waitFor(() => expect(root.hasAttribute("data-parsing")).toBe(false), { timeout: 20_000 });
    const groups = [...root.querySelectorAll(':scope > [data-rui="md-group"]')];
    const chunks = [...root.querySelectorAll('[data-rui="md-chunk"]')];
    expect(chunks).toHaveLength(parsed.finished.length);
    expect(groups).toHaveLength(Math.ceil(parsed.finished.length / 16));
    expect(groups.length).toBeGreaterThanOrEqual(3); // 300 KB / 128 KiB
    for (const group of groups) expect(group.children.length).toBeLessThanOrEqual(16);
    // every closed chunk holds at least 8 KiB of source and ends where a block ends (never inside one)
    for (const chunk of parsed.finished.slice(0, -1)) expect(chunk.reduce((n, t) => n + t.raw.length, 0)).toBeGreaterThanOrEqual(MARKDOWN_CHUNK_CHARS);
    // each chunk's element children are its blocks, one element per block
    chunks.forEach((chunk, i) => expect(chunk.children).toHaveLength(parsed.finished[i]!.filter((t) => t.type !== "def").length));
    // nothing lost or reordered across chunk and group boundaries: the text reads as one parse of the whole
    expect(root.textContent!.replace(/\s+/g, "")).toBe(visible(marked.parse(TEXT, { async: false, gfm: true }) as string));
  }, 30_000);

  it("a text over one render's parse budget shows what is parsed, then catches up over the next frames", async () => {
    const text = Array.from({ length: 12_000 }, (_, i) => `Paragraph ${i} of the long answer.`).join("\n\n"); // ~430 KB
    const { container } = render(<Markdown>{text}</Markdown>);
    const root = container.querySelector('[data-rui="markdown"]')!;
    expect(root.hasAttribute("data-parsing")).toBe(true);
    expect(root.querySelectorAll("p").length).toBeLessThan(12_000);
    await waitFor(() => expect(root.hasAttribute("data-parsing")).toBe(false), { timeout: 30_000 });
    const paragraphs = root.querySelectorAll("p");
    expect(paragraphs).toHaveLength(12_000);
    expect(paragraphs[11_999]!.textContent).toBe("Paragraph 11999 of the long answer.");
  }, 60_000);

  it("keeps a table (or code block) that crosses an 8 KiB boundary whole, in one chunk", () => {
    const filler = `${"word ".repeat(60)}\n\n`.repeat(Math.ceil((MARKDOWN_CHUNK_CHARS - 40) / 302));
    const rows = Array.from({ length: 60 }, (_, i) => `| ${i} | row ${i} |`).join("\n");
    const text = `${filler}| n | name |\n|---|---|\n${rows}\n\n\`\`\`\n${"code line\n".repeat(300)}\`\`\`\n\nend\n\nafter\n`;
    const { container } = render(<Markdown>{text}</Markdown>);
    const tables = container.querySelectorAll("table");
    expect(tables).toHaveLength(1);
    expect(tables[0]!.querySelectorAll("tbody tr")).toHaveLength(60);
    expect(container.querySelectorAll("pre")).toHaveLength(1);
    expect(container.querySelector("pre")!.textContent).toBe("code line\n".repeat(300).slice(0, -1));
    expect(tables[0]!.closest('[data-rui="md-chunk"]')).not.toBeNull();
  });

  it("streamed in deltas, ends with the same DOM as one render of the whole text; closed groups keep their elements", async () => {
    const whole = render(<Markdown>{TEXT}</Markdown>);
    await waitFor(() => expect(whole.container.querySelector("[data-parsing]")).toBeNull(), { timeout: 20_000 });
    const expected = whole.container.innerHTML;
    whole.unmount();
    const { container, rerender } = render(<Markdown>{""}</Markdown>);
    let firstGroup: Element | null = null;
    for (let at = 0; at < TEXT.length; at += 23_011) {
      rerender(<Markdown>{TEXT.slice(0, at)}</Markdown>);
      const group = container.querySelector('[data-rui="md-group"]');
      if (container.querySelectorAll('[data-rui="md-group"]').length > 1) {
        firstGroup ??= group;
        expect(group).toBe(firstGroup); // never re-created once closed
      }
    }
    rerender(<Markdown>{TEXT}</Markdown>);
    expect(firstGroup).not.toBeNull();
    expect(container.innerHTML).toBe(expected);
  }, 60_000);

  it("copies the original markdown source of a 300 KB panel, byte for byte", async () => {
    const user = userEvent.setup();
    const renderContent = markdownRenderContent({ copy: true });
    render(<ReasoningPanel status="complete" defaultOpen text={TEXT} renderContent={renderContent} />);
    await user.click(screen.getByRole("button", { name: "Copy reasoning" }));
    expect(await navigator.clipboard.readText()).toBe(TEXT);
  }, 30_000);
});
