/**
 * Issue 38's "Done when", end to end in real Chromium against the real demo agent: the README's Attachments chat
 * (`Composer attachments={{ capabilities }}` from `useAgentCapabilities`, `browserStorage` on the browser's real
 * IndexedDB, one database per test). A PNG drawn on an OffscreenCanvas (known dimensions) and a hand-written
 * two-page PDF are attached through the composer's real file input (and, in the second test, by paste and drop),
 * sent, shown in the user's message (thumbnail, PDF chip) and described by the demo agent from their bytes (type,
 * size, dimensions, page count); after a reload (re-mount on the same database) both are still shown, and the next
 * turn's request carries the very same parts, byte-identical.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { browserStorage } from "@reasoning-ui/react";
import type { Message, RunAgentInput } from "@reasoning-ui/core";
import type { UseAgentRunResult } from "@reasoning-ui/react";
import { afterEach, expect, inject, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { AttachmentsChatApp } from "./AttachmentsChatApp";

afterEach(() => cleanup());

const WIDTH = 64;
const HEIGHT = 40;
/** The photo-like PNG of the reload test: 200 × 150 px of noise, ~ 90 KB. */
const BIG_W = 200;
const BIG_H = 150;

/**
 * A real PNG of `width` × `height` px, encoded by the browser: two shapes on blue; `noise` adds seeded random pixels
 * so it does not compress (a photo-like file large enough for IndexedDB's blob path, ≥ 48 KiB).
 */
async function pngBytes({ width = WIDTH, height = HEIGHT, noise = false } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const canvas = new OffscreenCanvas(width, height);
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#1d4ed8";
  g.fillRect(0, 0, width, height);
  g.fillStyle = "#fbbf24";
  g.fillRect(width / 8, height / 5, width / 3, height * 0.6);
  g.beginPath();
  g.arc(width * 0.72, height / 2, height * 0.3, 0, Math.PI * 2);
  g.fill();
  if (noise) {
    const image = g.getImageData(0, 0, width, height);
    let seed = 38;
    for (let i = 0; i < image.data.length; i += 4)
      for (let c = 0; c < 3; c++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        image.data[i + c] = (image.data[i + c]! + (seed >>> 24) - 128) & 0xff;
      }
    g.putImageData(image, 0, 0);
  }
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new Uint8Array(await blob.arrayBuffer());
}

/** Every key of the IndexedDB database `dbName` (the kit's store "threads"), read with the browser's own API. */
async function storedKeys(dbName: string): Promise<string[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const request = db.transaction("threads", "readonly").objectStore("threads").getAllKeys();
      request.onsuccess = () => resolve(request.result.map(String));
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** A minimal valid PDF 1.4 with `pages` empty A7 pages: catalog, page tree, pages, a correct xref table and trailer. */
function pdfBytes(pages = 2): Uint8Array<ArrayBuffer> {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 210 298] /Resources << >> >>"),
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));
/** The demo agent's own size wording (`attachments/describe.ts`; these files are under 1 MiB). */
const agentSize = (n: number) => (n < 1024 ? `${n} bytes` : `${(n / 1024).toFixed(1)} KB`);

function recordingFetch() {
  const bodies: RunAgentInput[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body) as RunAgentInput);
    return fetch(input, init);
  };
  return { bodies, fetchImpl };
}

const newDb = () => `rui-e2e-attachments-${crypto.randomUUID()}`;
const userRows = () => Array.from(document.querySelectorAll<HTMLElement>('[data-rui="message"][data-role="user"]'));
const assistantText = () => Array.from(document.querySelectorAll('[data-rui="message"][data-role="assistant"]'), (el) => el.textContent ?? "");

/** The composer's attach control appears once the demo agent's capabilities say image and PDF. */
async function composerReady(agent: () => UseAgentRunResult) {
  await waitFor(() => expect(agent().storage).toBe("ready"));
  const attach = await screen.findByRole("button", { name: "Attach files" }, { timeout: 10_000 });
  const input = document.querySelector<HTMLInputElement>('form input[type="file"]')!;
  expect(input.accept.split(",")).toEqual(expect.arrayContaining(["image/png", "application/pdf"]));
  return { attach, input };
}

async function sendAndSettle(text: string, agent: () => UseAgentRunResult) {
  const before = agent().store.getState().runs.length;
  await userEvent.fill(screen.getByRole("textbox", { name: "Message" }), text);
  const send = screen.getByRole("button", { name: "Send" });
  await waitFor(() => expect(send).toBeEnabled()); // Send waits until every attachment is read
  await userEvent.click(send);
  await waitFor(() => {
    const s = agent().store.getState();
    expect(s.runs.length).toBe(before + 1);
    expect(s.status).toBe("finished");
  });
}

/** The user row's attachments: a thumbnail whose image has decoded at its real size, and the PDF's chip. */
async function expectShown(row: HTMLElement, [width, height]: [number, number], pdf: Uint8Array) {
  const list = await within(row).findByRole("list", { name: "Attachments" });
  const items = within(list).getAllByRole("listitem");
  expect(items.map((li) => li.getAttribute("data-kind"))).toEqual(["image", "pdf"]);
  const thumb = within(items[0]!).getByRole("button", { name: "Open chart.png" });
  const img = thumb.querySelector("img")!;
  expect(img.src.startsWith("data:image/png;base64,")).toBe(true);
  await waitFor(() => {
    expect(img.complete).toBe(true);
    expect([img.naturalWidth, img.naturalHeight]).toEqual([width, height]);
  });
  const chip = items[1]!.querySelector('[data-rui="message-attachment-chip"]')!;
  expect(chip).toHaveTextContent(`contract.pdf`);
  expect(chip).toHaveTextContent(`PDF · ${pdf.length} B`);
  expect(chip).not.toHaveTextContent("Not shown here"); // its bytes are right here: only handles and markup say so
}

/** The user message's media parts as the store holds them. */
const mediaParts = (m: Message | undefined) =>
  Array.isArray(m?.content) ? (m.content as Array<{ type: string; source: { type: string; value: string } }>).filter((p) => p.type !== "text") : [];

test("attach a PNG (≥ 48 KiB: IndexedDB keeps it as a Blob) and a two-page PDF, send: shown in the thread, described by the agent; reload: still shown; the next turn resends them byte-identical", async () => {
  const dbName = newDb();
  const url = inject("agentUrl");
  const { bodies, fetchImpl } = recordingFetch();
  const png = await pngBytes({ width: BIG_W, height: BIG_H, noise: true });
  expect(png.length).toBeGreaterThanOrEqual(48 * 1024);
  const pdf = pdfBytes(2);
  let agent!: UseAgentRunResult;
  render(<AttachmentsChatApp url={url} fetch={fetchImpl} storage={browserStorage({ dbName })} onAgent={(a) => (agent = a)} />);
  const { input } = await composerReady(() => agent);

  // through the composer's real file input (Playwright sets the files on it)
  await userEvent.upload(input, [new File([png], "chart.png", { type: "image/png" }), new File([pdf], "contract.pdf", { type: "application/pdf" })]);
  await waitFor(() => {
    const items = within(document.querySelector<HTMLElement>('[data-rui="composer-attachments"]')!).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).toHaveAttribute("data-state", "ready");
  });

  await sendAndSettle("What are these?", () => agent);
  expect(document.querySelector('[data-rui="composer-attachments"]')).toBeNull(); // the tray emptied

  // the request: one user message, text then the two AG-UI 1.0 media parts with the files' bytes inline
  const first = bodies[bodies.length - 1]!;
  const sentUser = first.messages.filter((m) => m.role === "user");
  expect(sentUser).toHaveLength(1);
  const sentContent = sentUser[0]!.content as Array<Record<string, unknown>>;
  expect(sentContent[0]).toEqual({ type: "text", text: "What are these?" });
  expect(sentContent.slice(1)).toEqual([
    { type: "image", source: { type: "data", value: base64(png), mimeType: "image/png" }, metadata: { filename: "chart.png", size: png.length, width: BIG_W, height: BIG_H } },
    { type: "document", source: { type: "data", value: base64(pdf), mimeType: "application/pdf" }, metadata: { filename: "contract.pdf", size: pdf.length } },
  ]);

  // in the thread: the thumbnail and the PDF chip in the user's message, above its text
  await waitFor(() => expect(userRows()).toHaveLength(1));
  await expectShown(userRows()[0]!, [BIG_W, BIG_H], pdf);
  expect(userRows()[0]).toHaveTextContent("What are these?");

  // the demo agent read the bytes: type, size, image dimensions, page count
  const pngSentence = `“chart.png” is a PNG image, ${agentSize(png.length)}, ${BIG_W} × ${BIG_H} px.`;
  const pdfSentence = `“contract.pdf” is a PDF, ${agentSize(pdf.length)}, 2 pages.`;
  await waitFor(() => {
    const answers = assistantText();
    expect(answers).toHaveLength(1);
    expect(answers[0]).toContain("Here is what I received.");
    expect(answers[0]).toContain(pngSentence);
    expect(answers[0]).toContain(pdfSentence);
  });

  // saved: wait until the stored thread holds the turn with both parts
  const before = agent.store.getState();
  const threadId = before.threadId;
  const userMessage = before.messages.find((m) => m.role === "user")!;
  expect(mediaParts(userMessage)).toHaveLength(2);
  const probe = browserStorage({ dbName });
  await waitFor(async () => {
    const stored = (await probe.load(`rui-thread:${threadId}`)) as { messages?: Message[] } | undefined;
    expect(stored?.messages?.length).toBe(before.messages.length);
  });
  // the large image's bytes sit beside the thread under their own key; the small PDF stays in the thread
  expect((await storedKeys(dbName)).filter((k) => k.startsWith(`rui-blob:${threadId}:`))).toHaveLength(1);

  // reload: unmount, mount again on a new storage object over the same IndexedDB database
  cleanup();
  expect(userRows()).toHaveLength(0);
  render(<AttachmentsChatApp url={url} fetch={fetchImpl} storage={browserStorage({ dbName })} onAgent={(a) => (agent = a)} />);
  await waitFor(() => expect(agent.store.getState().messages.length).toBe(before.messages.length));
  expect(agent.store.getState().threadId).toBe(threadId);
  expect(agent.store.getState().messages.find((m) => m.id === userMessage.id)).toEqual(userMessage);
  await waitFor(() => expect(userRows()).toHaveLength(1));
  await expectShown(userRows()[0]!, [BIG_W, BIG_H], pdf);
  await waitFor(() => expect(assistantText()[0]).toContain(pdfSentence));
  expect(screen.queryByRole("alert")).toBeNull();

  // the next turn resends the first message's parts byte-identical
  await composerReady(() => agent);
  const runsBefore = bodies.length;
  await sendAndSettle("Thanks, and now just answer", () => agent);
  expect(bodies.length).toBe(runsBefore + 1);
  const second = bodies[bodies.length - 1]!;
  expect(second.threadId).toBe(threadId);
  const resent = second.messages.find((m) => m.id === userMessage.id)!;
  expect(JSON.stringify(resent.content)).toBe(JSON.stringify(sentContent));
  const resentParts = mediaParts(resent);
  expect(resentParts.map((p) => p.source.value)).toEqual([base64(png), base64(pdf)]);
  // the last user message has no attachment: the agent answers the text turn
  expect(second.messages.filter((m) => m.role === "user").at(-1)!.content).toBe("Thanks, and now just answer");
  await waitFor(() => expect(assistantText()).toHaveLength(2));
  await waitFor(() => expect(userRows()).toHaveLength(2));
  await expectShown(userRows()[0]!, [BIG_W, BIG_H], pdf);
});

test("paste an image into the field and drop a PDF onto the composer: both attached, sent and described", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  const png = await pngBytes();
  const pdf = pdfBytes(2);
  let agent!: UseAgentRunResult;
  render(<AttachmentsChatApp url={inject("agentUrl")} fetch={fetchImpl} storage={browserStorage({ dbName: newDb() })} onAgent={(a) => (agent = a)} />);
  await composerReady(() => agent);
  const field = screen.getByRole("textbox", { name: "Message" });

  // a paste as Chromium delivers it: a ClipboardEvent whose DataTransfer holds the file
  const pasted = new DataTransfer();
  pasted.items.add(new File([png], "chart.png", { type: "image/png" }));
  field.focus();
  const notPrevented = field.dispatchEvent(new ClipboardEvent("paste", { clipboardData: pasted, bubbles: true, cancelable: true }));
  expect(notPrevented).toBe(false); // the composer took the file (the field got no text)
  await screen.findByRole("list", { name: "Attachments" });

  // a drop onto the composer: dragenter/over then drop, with the file in the DataTransfer
  const form = field.closest("form")!;
  const dropped = new DataTransfer();
  dropped.items.add(new File([pdf], "contract.pdf", { type: "application/pdf" }));
  form.dispatchEvent(new DragEvent("dragenter", { dataTransfer: dropped, bubbles: true, cancelable: true }));
  form.dispatchEvent(new DragEvent("dragover", { dataTransfer: dropped, bubbles: true, cancelable: true }));
  form.dispatchEvent(new DragEvent("drop", { dataTransfer: dropped, bubbles: true, cancelable: true }));
  await waitFor(() => {
    const items = within(screen.getByRole("list", { name: "Attachments" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining("chart.png"), expect.stringContaining("contract.pdf")]);
    for (const item of items) expect(item).toHaveAttribute("data-state", "ready");
  });
  expect(form).not.toHaveAttribute("data-dragging");

  await sendAndSettle("", () => agent);
  const sent = bodies[bodies.length - 1]!.messages.find((m) => m.role === "user")!;
  expect(mediaParts(sent).map((p) => p.source.value)).toEqual([base64(png), base64(pdf)]);
  await waitFor(() => expect(userRows()).toHaveLength(1));
  await expectShown(userRows()[0]!, [WIDTH, HEIGHT], pdf);
  await waitFor(() => {
    expect(assistantText()[0]).toContain(`“chart.png” is a PNG image, ${agentSize(png.length)}, ${WIDTH} × ${HEIGHT} px.`);
    expect(assistantText()[0]).toContain(`“contract.pdf” is a PDF, ${agentSize(pdf.length)}, 2 pages.`);
  });
});

test("at 390 px the sent message with its two attachments fits: no sideways scroll, the chip inside the row", async () => {
  await page.viewport(390, 844);
  const png = await pngBytes();
  const pdf = pdfBytes(2);
  let agent!: UseAgentRunResult;
  render(<AttachmentsChatApp url={inject("agentUrl")} storage={browserStorage({ dbName: newDb() })} onAgent={(a) => (agent = a)} />);
  const { input } = await composerReady(() => agent);
  await userEvent.upload(input, [new File([png], "chart.png", { type: "image/png" }), new File([pdf], "contract.pdf", { type: "application/pdf" })]);
  await waitFor(() => expect(within(screen.getByRole("list", { name: "Attachments" })).getAllByRole("listitem")).toHaveLength(2));
  await sendAndSettle("What are these?", () => agent);
  await waitFor(() => expect(userRows()).toHaveLength(1));
  const row = userRows()[0]!;
  await expectShown(row, [WIDTH, HEIGHT], pdf);
  const viewport = document.querySelector('[data-rui="message-list-viewport"]')!;
  expect(viewport.scrollWidth).toBeLessThanOrEqual(viewport.clientWidth);
  const rowBox = row.getBoundingClientRect();
  for (const li of row.querySelectorAll('[data-rui="message-attachment"]')) {
    const box = li.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    expect(box.left).toBeGreaterThanOrEqual(rowBox.left - 0.5);
    expect(box.right).toBeLessThanOrEqual(rowBox.right + 0.5);
  }
  expect(window.innerWidth).toBe(390);
});
