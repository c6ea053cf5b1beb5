/**
 * Attachment fixtures for the stories (issue 38): a small PNG chart, PDF / audio bytes, and `DroppedFiles`, which drops
 * files onto the composer once its attachments part is there — as a person dragging files would — so each state
 * shows without a play function (the visual baselines render stories without one).
 */
import { useEffect, useRef, type ReactNode } from "react";

/** A 120 × 80 PNG bar chart. */
export const CHART_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAC1ElEQVR42u3QVY4cQBADUF8mt8htcqgwMzMzLzPNMswsQ27g/K/kTkkVdbfUVXq/LlnG5h+GDNA7YsgA3SOGDLBxyJAB1g8ZMsDaAUMGWD1gyAAr+wwZYHmfIQMs7TFkgMU9hgywsMuQAeZ3GYxOnNr7J5VFZ4fByDK0ymJuh8HIMrTKYnabwcgytMpiZpvByDK0ymJ6i8HIMrTKYmqLwcgytMpicpPByDK0ymJik8HIMrTKYrzHYGQZWmUx1mMwsgytshjtMhhZhlZZjHQZjCxDqyyGN1iEpbRSc2eVxdAGi/AMXXNnlcXgOovwDF1zZ5XFwDqL8Axdc2eVRf8ai/AMXXNnlUXfGovwDF1zZ5XF71UW4Rm65s4qi1+rLMIzdM2dVRY/V1iEZ+iaO6ssfqywCM/QNXdWWXxfZhGeoWvurLL4tswiPEPX3Fll8XWJRXiGrrmzyuLLEovwDF1zZ5XF50UW4Rm65s4qi0+LLMIzdM2fVRYfF1iEZ46aP6ssPiywCM8cNX9WWbyfZxGeOWr+rLJ4N88iPHPU/Fll8bbDIjxz1PxZZfGmwyI8c9T8WWXxeo5FeOao+bPK4tUci/DMUfNnlcXLWRbhmaPmzyqLF7NM8JRu87PK4vkMEzyl2/yssng2wwRP6TY/qyyeTjPBU7rNzyqLJ9NM8JRu87PK4vEUEzyl2/yssng0xQRP6TY/qyweTjLBU7rNzyqLB5NM8JRu87PK4v4EEzyl2/yssrg3wQRP6TY/qyzujjPBU7rNzyqLO+NM8JRu87PK4vYYEzyl2/yssrg1xgRP6TY/qyxujjLBU7rNzyqLG6NM8JRu87PK4voIEzyl2/yssrg2wgRP6TY/qyyuDjPBU7rNzyqLK8NM8JRu87PK4vIQEzyl2/yssrg0xGNOxv2PO7YqLg4yZIALgwwZ4PwAQwY4N8CQAc72M2SAM/0MGeB0H0MGfwEbnSCD5jl0pQAAAABJRU5ErkJggg==";

const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
export const chartPng = (name = "q3-revenue.png") => new File([bytesOf(CHART_PNG_BASE64)], name, { type: "image/png" });
export const contractPdf = (name = "contract.pdf") =>
  new File(["%PDF-1.7\n" + "1 0 obj << /Type /Catalog >> endobj\n".repeat(4000) + "%%EOF"], name, { type: "application/pdf" });
export const voiceNote = (name = "voice-note.mp3") => new File([new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, ...new Array(24_000).fill(0)])], name, { type: "audio/mpeg" });
export const htmlAsPng = (name = "cat.png") => new File(["<!doctype html><script>alert(1)</script>"], name, { type: "image/png" });

/** Drops `files()` onto the composer inside once its attach button is there (a DataTransfer drop, as a drag would). */
export function DroppedFiles({ files, children }: { files: () => File[]; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current!;
    let done = false;
    const tryDrop = () => {
      const form = el.querySelector("form");
      if (done || !form || !el.querySelector('[data-rui="composer-attach"]')) return;
      done = true;
      const transfer = new DataTransfer();
      for (const f of files()) transfer.items.add(f);
      form.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    };
    // MutationObserver, not a timer: the visual tests fake every timer
    const observer = new MutationObserver(tryDrop);
    observer.observe(el, { childList: true, subtree: true });
    tryDrop();
    return () => observer.disconnect();
  }, [files]);
  return (
    <div ref={root} style={{ padding: "1rem 0", maxWidth: "48rem" }}>
      {children}
    </div>
  );
}
