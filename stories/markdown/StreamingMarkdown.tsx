/** Story helpers: a store-driven conversation with markdown reasoning and answers, and a text that grows on a timer. */
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { Markdown, markdownRenderContent, markdownRenderText } from "@reasoning-ui/react/markdown";
import { useCallback, useEffect, useState } from "react";
import { useScriptedRun } from "../support/useScriptedRun";

const renderContent = markdownRenderContent({ copy: true });
const renderText = markdownRenderText({ copy: true });

/** The way an app wires it: `renderContent` for reasoning, `renderText` for answers, both with a copy button. */
export function MarkdownThread({ events, eventsPerSecond = 0 }: { events: BaseEvent[]; eventsPerSecond?: number }) {
  const store = useScriptedRun({ events, eventsPerSecond });
  return (
    <AgentProvider store={store}>
      <MessageList reasoningProps={{ renderContent, collapseDelay: 60_000 }} renderText={renderText} />
    </AgentProvider>
  );
}

/**
 * `<Markdown>` fed `text` `step` characters at a time every `intervalMs`, as a stream arrives; records in
 * `data-raw-markers` every moment the rendered text showed a raw `**` or a fence marker.
 */
export function GrowingMarkdown({ text, step = 3, intervalMs = 16 }: { text: string; step?: number; intervalMs?: number }) {
  const [length, setLength] = useState(0);
  useEffect(() => {
    if (length >= text.length) return;
    const t = setTimeout(() => setLength((n) => Math.min(text.length, n + step)), intervalMs);
    return () => clearTimeout(t);
  }, [length, text, step, intervalMs]);
  // Stable ref callback: attached once, so the count spans the whole stream.
  const attach = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    let seen = 0;
    const check = () => {
      const rendered = [...el.querySelectorAll('[data-rui="markdown"] > :not(pre)')].map((n) => n.textContent ?? "").join("\n");
      if (/\*\*|```/.test(rendered)) el.dataset.rawMarkers = String(++seen);
    };
    el.dataset.rawMarkers = "0";
    const observer = new MutationObserver(check);
    observer.observe(el, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={attach} data-done={length >= text.length ? "" : undefined} style={{ padding: 16, maxWidth: 720 }}>
      <Markdown>{text.slice(0, length)}</Markdown>
    </div>
  );
}
