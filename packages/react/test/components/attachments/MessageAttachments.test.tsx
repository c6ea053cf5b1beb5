import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageAttachments, MessageList, type Message } from "../../../src";
import { axeViolations, newStore, renderWithStore } from "../../helpers";
import { render } from "@testing-library/react";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const meta = (filename: string, size: number) => ({ filename, size });
const userWithParts = (id: string, content: unknown): Message => ({ id, role: "user", content }) as Message;

const content = [
  { type: "text", text: "Look at these" },
  { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: meta("chart.png", 70) },
  { type: "document", source: { type: "url", value: "https://files.example/u/contract.pdf", mimeType: "application/pdf" }, metadata: meta("contract.pdf", 120_000) },
  { type: "audio", source: { type: "data", value: "SUQz", mimeType: "audio/mpeg" }, metadata: meta("note.mp3", 3) },
  { type: "video", source: { type: "url", value: "https://files.example/u/clip.mp4", mimeType: "video/mp4" } },
  { type: "document", source: { type: "file", value: "file-abc123", provider: "openai" }, metadata: { filename: "report.docx" } },
];

describe("attachments in messages", () => {
  it("a user row shows its parts: image thumbnail, document chip (a link), native audio/video controls, a handle never fetched", async () => {
    const store = newStore([userWithParts("u1", content)]);
    const { container } = renderWithStore(<MessageList />, store);
    const list = await screen.findByRole("list", { name: "Attachments" });
    expect(screen.getByText("Look at these")).toBeInTheDocument();
    const items = within(list).getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("data-kind"))).toEqual(["image", "pdf", "audio", "video", "file"]);
    const open = within(items[0]!).getByRole("button", { name: "Open chart.png" });
    expect(open.querySelector("img")).toHaveAttribute("src", `data:image/png;base64,${PNG}`);
    const link = within(items[1]!).getByRole("link");
    expect(link).toHaveAttribute("href", "https://files.example/u/contract.pdf");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(items[1]).toHaveTextContent("contract.pdfPDF · 120 kB");
    const audio = items[2]!.querySelector("audio")!;
    expect(audio).toHaveAttribute("controls");
    expect(audio).toHaveAttribute("src", "data:audio/mpeg;base64,SUQz");
    expect(items[3]!.querySelector("video")).toHaveAttribute("src", "https://files.example/u/clip.mp4");
    expect(items[3]).toHaveTextContent("clip.mp4");
    // the provider's handle: named, not shown, never in any src or href
    expect(items[4]).toHaveTextContent("report.docxFile · Not shown here");
    expect(container.innerHTML).not.toContain("file-abc123");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("the image opens larger in a dialog; Escape closes it and focus returns to the thumbnail", async () => {
    renderWithStore(<MessageList />, newStore([userWithParts("u1", content)]));
    const open = await screen.findByRole("button", { name: "Open chart.png" });
    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "chart.png" });
    expect(within(dialog).getByRole("img", { name: "chart.png" })).toHaveAttribute("src", `data:image/png;base64,${PNG}`);
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it("never renders SVG or other markup, never loads javascript: or a lying data type; malformed parts are skipped", async () => {
    const hostile = [
      { type: "image", source: { type: "data", value: btoa("<svg onload=alert(1)>"), mimeType: "image/svg+xml" }, metadata: meta("logo.svg", 20) },
      { type: "image", source: { type: "url", value: "javascript:alert(1)", mimeType: "image/png" }, metadata: meta("x.png", 1) },
      { type: "image", source: { type: "data", value: "PHNjcmlwdD4=", mimeType: "text/html" } },
      { type: "image" },
      null,
      { type: "video", source: { type: "url", value: 42 } },
      "text",
    ];
    const { container } = render(<MessageAttachments content={hostile} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(container.querySelector("img, svg[onload], iframe, object, embed")).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
    expect(items[0]).toHaveTextContent("logo.svg");
    expect(items[0]).toHaveTextContent("Not shown here");
  });

  it("a PDF sent inline is a chip with its name, kind and size, not 'Not shown here' (that is for handles and markup)", () => {
    const inline = [{ type: "document", source: { type: "data", value: btoa("%PDF-1.4\n%%EOF\n"), mimeType: "application/pdf" }, metadata: meta("contract.pdf", 15) }];
    render(<MessageAttachments content={inline} />);
    const item = screen.getByRole("listitem");
    expect(item).toHaveAttribute("data-kind", "pdf");
    expect(item).toHaveTextContent("contract.pdfPDF · 15 B");
    expect(item).not.toHaveTextContent("Not shown here");
    expect(item.querySelector("a, img, iframe, object, embed")).toBeNull();
  });

  it("nothing for string content or text parts alone", () => {
    const { container } = render(<MessageAttachments content={[{ type: "text", text: "hi" }]} />);
    expect(container.innerHTML).toBe("");
    const again = render(<MessageAttachments content="hello" />);
    expect(again.container.innerHTML).toBe("");
  });

  it("a list user row with string content loads no attachment part", async () => {
    const { container } = renderWithStore(<MessageList />, newStore([{ id: "u1", role: "user", content: "plain" } as Message]));
    await act(async () => {});
    expect(container.querySelector('[data-rui="message-attachments"]')).toBeNull();
  });
});
