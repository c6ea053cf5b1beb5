import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Composer, type AgentCapabilities, type AttachmentUploader, type MediaPart } from "../../../src";
import { axeViolations } from "../../helpers";
import { LazyComposerAttachments } from "../../../src/components/attachments/LazyComposerAttachments";

const PNG_1x1 = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const png = (name = "chart.png") => new File([PNG_1x1], name, { type: "image/png" });
const pdf = (name = "contract.pdf") => new File(["%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF"], name, { type: "application/pdf" });
const imageAndPdf: AgentCapabilities = { multimodal: { input: { image: true, pdf: true } } };

async function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn();
  const utils = render(<Composer onSend={onSend} attachments={{ capabilities: imageAndPdf }} {...props} />);
  const attach = await screen.findByRole("button", { name: "Attach files" });
  const input = utils.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const field = screen.getByRole("textbox", { name: "Message" });
  return { ...utils, onSend, attach, input, field, user: userEvent.setup() };
}
const tray = () => screen.getByRole("list", { name: "Attachments" });
const status = (container: HTMLElement) => container.querySelector('[data-rui="composer-announcer"]')!;

describe("Composer attachments", () => {
  it("no attach control without `attachments`, nor when the agent accepts no kind; the app's accept widens or narrows", async () => {
    const { unmount } = render(<Composer onSend={() => {}} />);
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
    unmount();
    await LazyComposerAttachments.preload();
    const none = render(<Composer onSend={() => {}} attachments={{ capabilities: { multimodal: { input: { image: false } } } }} />);
    // the part's code is there (it renders at once) and shows nothing: no attach button, no tray
    expect(none.container.querySelector("form")!.children).toHaveLength(3); // label, field, Send
    expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
    none.unmount();
    const widened = render(<Composer onSend={() => {}} attachments={{ capabilities: { multimodal: { input: {} } }, accept: { pdf: true } }} />);
    await screen.findByRole("button", { name: "Attach files" });
    expect(widened.container.querySelector('input[type="file"]')).toHaveAttribute("accept", "application/pdf,.pdf");
    widened.unmount();
    const narrowed = render(<Composer onSend={() => {}} attachments={{ capabilities: imageAndPdf, accept: { pdf: false } }} />);
    await screen.findByRole("button", { name: "Attach files" });
    expect(narrowed.container.querySelector('input[type="file"]')!.getAttribute("accept")).toBe("image/png,image/jpeg,image/gif,image/webp");
  });

  it("picker: a preview per file (name, kind, size), sent as AG-UI media parts with inline data; the tray empties", async () => {
    const { input, field, onSend, user, container } = await setup();
    await user.upload(input, [png(), pdf()]);
    const items = await within(tray()).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    await waitFor(() => expect(items[1]).toHaveAttribute("data-state", "ready"));
    expect(items[0]).toHaveTextContent("chart.png");
    expect(items[1]).toHaveTextContent(/contract\.pdf.*PDF · \d+ B/);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(field, { target: { value: "What does this say?" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onSend).toHaveBeenCalledTimes(1);
    const [text, parts] = onSend.mock.calls[0] as [string, MediaPart[]];
    expect(text).toBe("What does this say?");
    expect(parts.map((p) => p.type)).toEqual(["image", "document"]);
    expect(parts[0]!.source).toEqual({ type: "data", mimeType: "image/png", value: btoa(String.fromCharCode(...PNG_1x1)) });
    expect(parts[0]!.metadata).toEqual({ filename: "chart.png", size: PNG_1x1.length, width: 1, height: 1 });
    expect(parts[1]!.source).toMatchObject({ type: "data", mimeType: "application/pdf" });
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
  });

  it("attachments alone (no text) can be sent; Send waits while a file is being read", async () => {
    const { input, onSend, user } = await setup();
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await user.upload(input, pdf());
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith("", [expect.objectContaining({ type: "document" })]);
  });

  it("paste into the field and drop onto the composer attach files; pasted text stays the field's", async () => {
    const { field, container } = await setup();
    fireEvent.paste(field, { clipboardData: { files: [png("pasted.png")], types: ["Files"] } });
    await within(tray()).findByText("pasted.png");
    const notFiles = fireEvent.paste(field, { clipboardData: { files: [], types: ["text/plain"] } });
    expect(notFiles).toBe(true); // not prevented: the text goes into the field
    const form = container.querySelector("form")!;
    fireEvent.dragOver(form, { dataTransfer: { types: ["Files"], files: [] } });
    expect(form).toHaveAttribute("data-dragging");
    fireEvent.drop(form, { dataTransfer: { types: ["Files"], files: [pdf("dropped.pdf")] } });
    expect(form).not.toHaveAttribute("data-dragging");
    await within(tray()).findByText("dropped.pdf");
    expect(document.activeElement).toBe(field);
  });

  it("remove before send, by keyboard: focus moves to the next Remove, then to the field; each change is announced", async () => {
    const { input, field, user, container, onSend } = await setup();
    await user.upload(input, [png("a.png"), png("b.png")]);
    await within(tray()).findByText("b.png");
    expect(status(container)).toHaveTextContent("b.png attached");
    const removeA = screen.getByRole("button", { name: "Remove a.png" });
    removeA.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove b.png" })));
    expect(status(container)).toHaveTextContent("a.png removed");
    await user.keyboard(" ");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole("list", { name: "Attachments" })).toBeNull();
    fireEvent.change(field, { target: { value: "hi" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("hi");
  });

  it("the attach button is reachable by Tab and opens the picker", async () => {
    const { attach, input, user, field } = await setup();
    const click = vi.spyOn(input, "click");
    field.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(attach);
    await user.keyboard("{Enter}");
    expect(click).toHaveBeenCalled();
  });

  it("refusals say why in words next to the composer: type, lying content, empty, too large, too many", async () => {
    const { input, user, container } = await setup({ attachments: { capabilities: imageAndPdf, maxFiles: 2, maxFileBytes: 1000 } });
    // userEvent.upload filters by `accept`; the checks must hold for a drop too, so these come as a drop
    const form = container.querySelector("form")!;
    const drop = (files: File[]) => fireEvent.drop(form, { dataTransfer: { types: ["Files"], files } });
    drop([new File(["<!doctype html><script>alert(1)</script>"], "cat.png", { type: "image/png" })]);
    const refusals = () => container.querySelector('[data-rui="composer-refusals"]')!;
    await waitFor(() => expect(refusals()).toHaveTextContent("cat.png was not attached: its content is not what its type says."));
    drop([new File(["hello"], "notes.txt", { type: "text/plain" })]);
    await waitFor(() => expect(refusals()).toHaveTextContent("notes.txt was not attached: this agent does not accept files of this type."));
    drop([new File([], "empty.pdf", { type: "application/pdf" })]);
    expect(refusals()).toHaveTextContent("empty.pdf was not attached: the file is empty.");
    drop([new File([new Uint8Array(5000)], "big.pdf", { type: "application/pdf" })]);
    expect(refusals()).toHaveTextContent("big.pdf was not attached: it is larger than 1 kB.");
    expect(status(container)).toHaveTextContent("big.pdf was not attached");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(container.querySelector('[data-rui="composer-refusals"]')).toBeNull();
    await user.upload(input, [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf"), pdf("4.pdf"), pdf("5.pdf")]);
    expect(within(tray()).getAllByRole("listitem")).toHaveLength(2);
    expect(refusals()).toHaveTextContent("5.pdf was not attached: at most 2 files can be attached to one message.");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("50 files at once: at most maxFiles are read, the rest refused with a count; an SVG is a file, never an image", async () => {
    const { container } = await setup({ attachments: { capabilities: { multimodal: { input: { image: true, file: true } } } } });
    const form = container.querySelector("form")!;
    const files = Array.from({ length: 50 }, (_, i) => new File(["x,y\n1,2"], `f${i}.csv`, { type: "text/csv" }));
    fireEvent.drop(form, { dataTransfer: { types: ["Files"], files } });
    expect(within(tray()).getAllByRole("listitem")).toHaveLength(10);
    expect(container.querySelector('[data-rui="composer-refusals"]')).toHaveTextContent("…and 37 more files not attached.");
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", { type: "image/svg+xml" });
    fireEvent.click(screen.getByRole("button", { name: "Remove f0.csv" }));
    fireEvent.drop(form, { dataTransfer: { types: ["Files"], files: [svg] } });
    const item = await within(tray()).findByText("logo.svg");
    const li = item.closest("li")!;
    await waitFor(() => expect(li).toHaveAttribute("data-kind", "file"));
    expect(li.querySelector("svg script, img, canvas")).toBeNull();
  });

  it("uploader: progress, failure with the reason and Retry, nothing sent until uploaded; the URL source is sent", async () => {
    let attempt = 0;
    const progress: Array<(p: number) => void> = [];
    const settle: Array<{ resolve: (v: Awaited<ReturnType<AttachmentUploader>>) => void; reject: (e: Error) => void }> = [];
    const uploader: AttachmentUploader = (file, { onProgress }) =>
      new Promise((resolve, reject) => {
        attempt++;
        progress.push((p) => onProgress({ loaded: p * file.size, total: file.size }));
        settle.push({ resolve, reject });
      });
    const { input, field, onSend, user, container } = await setup({ attachments: { capabilities: imageAndPdf, uploader } });
    await user.upload(input, pdf());
    const item = await within(tray()).findByRole("listitem");
    await waitFor(() => expect(item).toHaveAttribute("data-state", "uploading"));
    act(() => progress[0]!(0.4));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(item).toHaveTextContent("Uploading 40%");
    fireEvent.change(field, { target: { value: "read it" } });
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => settle[0]!.reject(new Error("connection reset")));
    expect(item).toHaveAttribute("data-state", "failed");
    expect(item).toHaveTextContent("Upload failed: connection reset");
    expect(status(container)).toHaveTextContent("contract.pdf could not be uploaded");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Retry uploading contract.pdf" }));
    expect(attempt).toBe(2);
    await act(async () => settle[1]!.resolve({ source: { type: "url", value: "https://files.example/u/1" } }));
    expect(item).toHaveAttribute("data-state", "ready");
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("read it", [
      { type: "document", source: { type: "url", value: "https://files.example/u/1", mimeType: "application/pdf" }, metadata: { filename: "contract.pdf", size: pdf().size } },
    ]);
  });

  it("removing an attachment mid-upload aborts its upload", async () => {
    let signal: AbortSignal | undefined;
    const uploader: AttachmentUploader = (_file, options) => {
      signal = options.signal;
      return new Promise(() => {});
    };
    const { input, user } = await setup({ attachments: { capabilities: imageAndPdf, uploader } });
    await user.upload(input, pdf());
    await waitFor(() => expect(signal).toBeDefined());
    await user.click(screen.getByRole("button", { name: "Remove contract.pdf" }));
    expect(signal!.aborted).toBe(true);
  });

  it("a session: Send runs `{ text, parts }` with attachments, the plain text without", async () => {
    const { createAgentSession } = await import("@reasoning-ui/core");
    const session = createAgentSession({ runner: async () => "finished" as never });
    const run = vi.spyOn(session, "run").mockResolvedValue("idle" as never);
    const { AgentProvider } = await import("../../../src");
    render(
      <AgentProvider session={session}>
        <Composer attachments={{ capabilities: imageAndPdf }} />
      </AgentProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole("button", { name: "Attach files" });
    const field = screen.getByRole("textbox", { name: "Message" });
    fireEvent.change(field, { target: { value: "plain" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(run).toHaveBeenLastCalledWith("plain");
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
    await waitFor(() => expect(screen.getByRole("listitem")).toHaveAttribute("data-state", "ready"));
    fireEvent.keyDown(field, { key: "Enter" });
    expect(run).toHaveBeenLastCalledWith({ text: "", parts: [expect.objectContaining({ type: "document" })] });
  });
});
