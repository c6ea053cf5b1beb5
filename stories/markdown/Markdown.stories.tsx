import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReasoningPanel } from "@reasoning-ui/react";
import { Markdown, markdownRenderContent } from "@reasoning-ui/react/markdown";
import "@reasoning-ui/react/markdown.css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useState } from "react";
import { makeTrace } from "../../bench/p6/trace";
import { reasoningRun } from "../support/events";
import { userTurn } from "../support/history";
import { T0 } from "../support/args";
import { INCOMPLETE, MD_ANSWER, MD_REASONING, UNSAFE } from "./samples";
import { GrowingMarkdown, MarkdownThread } from "./StreamingMarkdown";
import { clipboardSpy } from "../export/clipboard";

const renderContent = markdownRenderContent();

const meta = {
  title: "Markdown/Markdown",
  component: Markdown,
  args: { children: MD_REASONING },
  parameters: {
    docs: {
      description: {
        component:
          "`@reasoning-ui/react/markdown`: streaming-safe, incremental markdown for reasoning (`renderContent`) and answers " +
          "(`renderText`). Raw HTML shows as text, links only for http(s)/mailto, images off unless `allowImages`; finished " +
          "blocks are parsed and rendered once, each delta re-parses only the open tail, where unclosed markers are closed first.",
      },
    },
  },
  render: (args) => (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <Markdown {...args} />
    </div>
  ),
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every block kind: bold title, emphasis, inline code, ordered list, link, table, fenced code, quote, strikethrough. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const md = canvasElement.querySelector('[data-rui="markdown"]')!;
    await expect(md.querySelector("strong")).toHaveTextContent("Checking the forecast");
    await expect(md.querySelectorAll("ol > li")).toHaveLength(2);
    await expect(md.querySelector("a")).toHaveAttribute("href", "https://open-meteo.com/en/docs");
    await expect(md.querySelector("a")).toHaveAttribute("rel", "noopener noreferrer");
    await expect(md.querySelectorAll("table tbody tr")).toHaveLength(2);
    await expect(md.querySelector('pre[data-language="python"]')).toHaveTextContent('rain = max(hourly["15:00"]');
    await expect(md.querySelector("blockquote")).toHaveTextContent("Mornings stay dry");
    await expect(md.querySelector("del")).toHaveTextContent("the morning");
  },
};

/** A conversation streaming through `MessageList`: markdown reasoning in the panel, a markdown answer, copy buttons on both. */
export const StreamingConversation: Story = {
  render: () => (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <MarkdownThread
        eventsPerSecond={120}
        events={[...userTurn("u1", "Do I need an umbrella in Paris tomorrow?"), ...reasoningRun({ visibility: "visible", text: MD_REASONING, answer: MD_ANSWER, wordsPerDelta: 2, t0: T0 })]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="reasoning"] [data-rui="markdown"] strong')).toHaveTextContent("Checking the forecast"), { timeout: 5000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="message"][data-role="assistant"] [data-rui="markdown"] li')).toBeTruthy(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByText(/Source:/)).toBeVisible(), { timeout: 10_000 });
    // The answer is still streaming when "Source:" appears: copy only once its last words (the link) arrived.
    await waitFor(() => expect(canvas.getByRole("link", { name: "Météo-France" })).toHaveAttribute("href", "https://meteofrance.com/"), { timeout: 10_000 });
    // The copy button takes no row under the answer: it shows over the answer's corner on hover or keyboard focus.
    const copy = canvas.getByRole("button", { name: "Copy answer" });
    copy.focus();
    await waitFor(() => expect(copy).toBeVisible());
    const clipboard = clipboardSpy();
    await userEvent.click(copy);
    await waitFor(() => expect(canvas.getAllByRole("status").some((s) => s.textContent === "Copied")).toBe(true));
    await expect(clipboard).toHaveBeenCalledWith(MD_ANSWER);
  },
};

/** Text growing three characters per frame: the rendered text never shows a raw `**` or fence marker on the way. */
export const Streaming: Story = {
  render: () => <GrowingMarkdown text={MD_REASONING} />,
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>("[data-raw-markers]")!;
    await waitFor(() => expect(root).toHaveAttribute("data-done"), { timeout: 15_000 });
    await expect(root).toHaveAttribute("data-raw-markers", "0");
    await expect(root.querySelector('pre[data-language="python"]')).toBeTruthy();
  },
};

/** Streams cut mid-construct, as rendered at that instant: markers are closed (or hidden), never shown raw. */
export const Incomplete: Story = {
  render: () => (
    <div style={{ padding: 16, maxWidth: 760, display: "grid", gap: 12 }}>
      {INCOMPLETE.map(({ label, text }) => (
        <section key={label} aria-label={label} style={{ borderBottom: "1px solid var(--rui-color-border)", paddingBottom: 8 }}>
          <h3 style={{ margin: "0 0 4px", fontSize: 12, color: "var(--rui-color-text-muted)" }}>{label}</h3>
          <Markdown>{text}</Markdown>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const part = (label: string) => canvas.getByRole("region", { name: label });
    await expect(part("Unclosed bold").querySelector("strong")).toHaveTextContent("light rain in the aftern");
    await expect(part("Unclosed inline code").querySelector("code")).toHaveTextContent("get_weath");
    await expect(part("Unclosed code fence").querySelector('pre[data-language="python"]')).toBeTruthy();
    await expect(part("Half a link").querySelector("[data-rui=markdown]")).toHaveTextContent(/^According to Météo-France$/);
    await expect(part("Unclosed strikethrough and italic").querySelector("del")).toBeTruthy();
    for (const { label } of INCOMPLETE) await expect(part(label).querySelector("[data-rui=markdown]")!.textContent).not.toMatch(/\*\*|`|~~|\]\(/);
  },
};

/** Hostile input neutralised: scripts, handlers and iframes stay text; javascript:/data: links lose their href; images are off. */
export const UnsafeInput: Story = {
  args: { children: UNSAFE },
  play: async ({ canvasElement }) => {
    const md = canvasElement.querySelector('[data-rui="markdown"]')!;
    await expect(md.querySelector("script, iframe, img, b, [onerror], [onmouseover]")).toBeNull();
    const hrefs = [...md.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    await expect(hrefs).toEqual(["https://example.com/"]);
    await expect(md.querySelectorAll('[data-rui="md-link-refused"]')).toHaveLength(3);
    await expect(md.querySelector('[data-rui="md-image-refused"]')).toHaveTextContent("tracking pixel");
    await expect(md.textContent).toContain('<script>alert("xss")</script>');
  },
};

const LONG = makeTrace(24 * 1024);

/** A 24 KB trace (about 130 blocks) in a streaming reasoning panel (the scroll area follows the newest text). */
export const LongTrace: Story = {
  render: function Render() {
    // a live span started on the browser's clock (a fixed past timestamp would read "Thinking… 16583h")
    const [startedAt] = useState(() => Date.now() - 20_000);
    return (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <ReasoningPanel status="streaming" startedAt={startedAt} text={LONG} renderContent={renderContent} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const md = canvasElement.querySelector('[data-rui="markdown"]')!;
    await expect(md.querySelectorAll("p").length).toBeGreaterThan(60);
    await expect(md.querySelectorAll("table").length).toBeGreaterThan(1);
    await expect(md.textContent).not.toContain("**");
    const content = canvasElement.querySelector<HTMLElement>('[data-rui="reasoning-content"]')!;
    await waitFor(() => expect(content.scrollTop + content.clientHeight).toBeGreaterThanOrEqual(content.scrollHeight - 2));
  },
};
