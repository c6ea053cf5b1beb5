import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageAttachments, MessageList, type Message } from "../../../src";
import { sniffBytes } from "../../../src/attachments/sniff";
import { checkContent } from "../../../src/attachments/check";
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

describe("sniffing", () => {
  const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  const kinds = new Set(["image", "pdf", "file"] as const);
  const limits = { maxFileBytes: 1e9, maxImagePixels: 50e6 };
  it("reads image sizes from headers (PNG, JPEG SOF after APP segments, GIF)", () => {
    expect(sniffBytes(Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0)))).toMatchObject({ mimeType: "image/png", width: 1, height: 1 });
    // SOI, APP0 (16 bytes), SOF0 with height 20000 and width 20000
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array(14).fill(0), 0xff, 0xc0, 0, 17, 8, 0x4e, 0x20, 0x4e, 0x20, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(sniffBytes(jpeg)).toMatchObject({ mimeType: "image/jpeg", width: 20000, height: 20000 });
    expect(sniffBytes(bytes("GIF89a\x10\x00\x20\x00"))).toMatchObject({ mimeType: "image/gif", width: 16, height: 32 });
    // a 20,000 × 20,000 px JPEG is refused from its header, before any decode
    expect(checkContent("image/jpeg", sniffBytes(jpeg), kinds, limits)).toEqual({ ok: false, reason: "pixels", limit: 50e6 });
  });
  it("a .png that is HTML, an HTML 'pdf', an SVG declared as PNG: mismatch; a JPEG named .png goes as image/jpeg", () => {
    expect(checkContent("image/png", sniffBytes(bytes("<!DOCTYPE html><p>x")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("application/pdf", sniffBytes(bytes("  <html><script>")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("image/png", sniffBytes(bytes("<svg xmlns='http://www.w3.org/2000/svg'>")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("image/png", sniffBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xdb])), kinds, limits)).toEqual({ ok: true, mimeType: "image/jpeg", kind: "image" });
    expect(checkContent("image/png", sniffBytes(bytes("just text")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("text/plain", sniffBytes(bytes("just text")), kinds, limits)).toEqual({ ok: true, mimeType: "text/plain", kind: "file" });
    expect(checkContent("image/svg+xml", sniffBytes(bytes("<svg xmlns='http://www.w3.org/2000/svg'>")), kinds, limits)).toEqual({ ok: true, mimeType: "image/svg+xml", kind: "file" });
    expect(checkContent("application/pdf", undefined, kinds, limits)).toEqual({ ok: false, reason: "unreadable" });
  });
});

describe("attachments in the reasoning timeline", () => {
  it("the turn's files are the timeline's first item, before the agent's steps", async () => {
    const { ReasoningTimeline } = await import("../../../src/steps");
    const { apply, completeReasoning, ev } = await import("../../helpers");
    const store = newStore([userWithParts("u1", content)]);
    renderWithStore(<ReasoningTimeline turn="u1" />, store);
    await apply(store, ev.runStarted(), ...completeReasoning("r1", "**Reading the chart**\nThe third bar drops."), ev.runFinished());
    fireEvent.click(screen.getByRole("button", { expanded: false }));
    // core's timeline lists each of the user's files as a step of kind "attachment" leading the turn (the grouped
    // "Attached N files" item is the fallback when a timeline has none), then the agent's steps
    const steps = await waitFor(() => {
      const found = document.querySelectorAll('[data-rui="timeline-step"]');
      expect(found.length).toBe(6);
      return found;
    });
    expect(Array.from(steps, (s) => s.getAttribute("data-kind"))).toEqual(["attachment", "attachment", "attachment", "attachment", "attachment", "reasoning"]);
    expect(steps[0]).toHaveTextContent("chart.png");
    expect(steps[1]).toHaveTextContent("contract.pdf");
    await waitFor(() => expect(within(steps[0] as HTMLElement).getByRole("button", { name: "Open chart.png" })).toBeInTheDocument());
    expect(steps[5]).toHaveTextContent("Reading the chart");
  });
});
