/**
 * Records the largest number of reasoning blocks ever open at once inside it, from the first commit on
 * (including opens that are undone within the same task), in `data-max-open`. History-restore stories
 * assert it stays 0: restored reasoning must never flash open.
 */
import type { ReactNode } from "react";

const OPEN = '[data-rui="reasoning"][data-state="open"]';

export function FlashDetector({ children }: { children: ReactNode }) {
  const attach = (el: HTMLDivElement | null) => {
    if (!el) return;
    let max = el.querySelectorAll(OPEN).length;
    const record = (n: number) => {
      max = Math.max(max, n);
      el.dataset.maxOpen = String(max);
    };
    record(0);
    const observer = new MutationObserver((mutations) => {
      let transient = 0;
      for (const m of mutations) {
        const target = m.target as Element;
        if (m.type === "attributes" && target.getAttribute("data-rui") === "reasoning" && m.oldValue === "open") transient++;
      }
      record(Math.max(el.querySelectorAll(OPEN).length, transient));
    });
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"], attributeOldValue: true });
    return () => observer.disconnect();
  };
  return (
    <div ref={attach} data-flash-detector="">
      {children}
    </div>
  );
}
