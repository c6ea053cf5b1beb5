/**
 * P14 page (issue 38): the composer with attachments, production React.
 *   makeJpeg(w, h): draws a w × h photo-like picture on an OffscreenCanvas and encodes it as a JPEG (setup, not timed);
 *     keeps it as `window.jpeg` and resolves with its size in bytes.
 *   attach(mode): drops `window.jpeg` onto the composer as a person dragging a file would, and resolves when the
 *     attachment is ready to send with its thumbnail painted. Between `console.timeStamp("p14-start")` and
 *     `"p14-end"`: the trace (run.ts) sums the renderer main thread's tasks in that window.
 *   naive(): the control — the same JPEG shown as an <img> from a blob URL and drawn at thumbnail size on a canvas
 *     of the page (what a thumbnail made on the main thread costs).
 */
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { Composer, type AttachmentUploader } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";

const w = window as unknown as Record<string, unknown>;
/** An uploader that answers at once: what the kit itself spends on the main thread, the network aside. */
const instantUploader: AttachmentUploader = async (file) => ({ source: { type: "url", value: `https://uploads.example/${encodeURIComponent(file.name)}`, mimeType: file.type } });
let setMode: (m: "upload" | "inline") => void = () => {};

function App() {
  const [mode, set] = useState<"upload" | "inline">("upload");
  setMode = set;
  return (
    <Composer
      key={mode}
      onSend={() => {}}
      attachments={{ capabilities: { multimodal: { input: { image: true } } }, uploader: mode === "upload" ? instantUploader : undefined, maxInlineBytes: 64_000_000, maxFileBytes: 64_000_000 }}
    />
  );
}
createRoot(document.getElementById("root")!).render(<App />);

w.makeJpeg = async (width: number, height: number) => {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d")!;
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, "#1d4ed8");
  g.addColorStop(0.5, "#f59e0b");
  g.addColorStop(1, "#065f46");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  // detail, so the JPEG has a photo's entropy rather than a flat gradient's
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let i = 0; i < 20_000; i++) {
    ctx.fillStyle = `hsl(${rnd() * 360} 70% ${30 + rnd() * 40}% / 0.5)`;
    ctx.fillRect(rnd() * width, rnd() * height, 4 + rnd() * 120, 4 + rnd() * 120);
  }
  const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
  w.jpeg = new File([blob], "photo-24mp.jpg", { type: "image/jpeg" });
  return blob.size;
};

const settle = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

w.reset = async (mode: "upload" | "inline") => {
  setMode(mode === "upload" ? "inline" : "upload");
  await settle();
  setMode(mode);
  // the attachment part's code is loaded and its attach button is there
  while (!document.querySelector('[data-rui="composer-attach"]')) await settle();
  await settle();
};

/** A 64 × 48 PNG: the same attach with a file too small for decoding to matter (the composer's own UI work). */
w.makeSmall = async () => {
  const canvas = new OffscreenCanvas(64, 48);
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#2563eb";
  ctx.fillRect(0, 0, 64, 48);
  w.small = new File([await canvas.convertToBlob({ type: "image/png" })], "small.png", { type: "image/png" });
};

w.attach = (which: "jpeg" | "small" = "jpeg") =>
  new Promise<{ wall: number; state: string | null; thumbnail: boolean }>((resolve) => {
    const form = document.querySelector("form")!;
    const done = () => {
      const item = document.querySelector('[data-rui="attachment"]');
      return item?.getAttribute("data-state") === "ready" && !!item.querySelector("canvas[role=img]");
    };
    const t0 = performance.now();
    console.timeStamp("p14-start");
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      // the frame that shows it
      requestAnimationFrame(() =>
        setTimeout(() => {
          console.timeStamp("p14-end");
          const item = document.querySelector('[data-rui="attachment"]');
          resolve({ wall: performance.now() - t0, state: item?.getAttribute("data-state") ?? null, thumbnail: !!item?.querySelector("canvas[role=img]") });
        }, 0),
      );
    });
    observer.observe(form, { subtree: true, childList: true, attributes: true });
    const transfer = new DataTransfer();
    transfer.items.add(w[which] as File);
    form.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });

w.naive = () =>
  new Promise<{ wall: number }>((resolve) => {
    const t0 = performance.now();
    console.timeStamp("p14-start");
    const img = new Image();
    const url = URL.createObjectURL(w.jpeg as File);
    img.onload = () => {
      const scale = 160 / Math.max(img.naturalWidth, img.naturalHeight);
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      canvas.getContext("2d")!.drawImage(img, 0, 0, canvas.width, canvas.height);
      document.body.append(canvas);
      URL.revokeObjectURL(url);
      requestAnimationFrame(() =>
        setTimeout(() => {
          console.timeStamp("p14-end");
          canvas.remove();
          resolve({ wall: performance.now() - t0 });
        }, 0),
      );
    };
    img.src = url;
  });
