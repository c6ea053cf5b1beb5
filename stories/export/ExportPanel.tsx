/** Story helper: a finished conversation in a real store, and its export for the chosen options, shown and downloadable. */
import { exportConversation, type AgentState, type ExportReasoning } from "@reasoning-ui/core";
import { AgentProvider, CopyButton, MessageList } from "@reasoning-ui/react";
import { markdownRenderContent, markdownRenderText } from "@reasoning-ui/react/markdown";
import { useMemo } from "react";
import { useStore } from "zustand";
import { FAKE_ENCRYPTED, reasoningRun, toolCallRun } from "../support/events";
import { userTurn } from "../support/history";
import { useScriptedRun } from "../support/useScriptedRun";
import { MD_ANSWER, MD_REASONING } from "../markdown/samples";

const T = Date.UTC(2025, 0, 1, 9, 0, 0);
export const EXPORT_EVENTS = [
  ...userTurn("u1", "Do I need an umbrella in Paris tomorrow?"),
  ...reasoningRun({ visibility: "visible", runId: "run-1", text: MD_REASONING, answer: MD_ANSWER, t0: T }),
  ...userTurn("u2", "And in Lyon on Saturday?"),
  ...reasoningRun({ visibility: "summary", runId: "run-2", t0: T + 60_000, durationMs: 8_000, text: "**Comparing Lyon's forecast**\n\nDry until the evening.", answer: "Lyon looks dry until about 7 pm." }),
  ...userTurn("u3", "Double-check with the weather tool."),
  ...reasoningRun({ visibility: "hidden", runId: "run-3", t0: T + 120_000, durationMs: 5_000, answer: "" }),
  ...toolCallRun("run-4", T + 130_000),
];

const renderContent = markdownRenderContent();
const renderText = markdownRenderText();

export interface ExportPanelProps {
  reasoning: ExportReasoning;
  format: "markdown" | "json";
  encrypted?: boolean;
}

export function ExportPanel({ reasoning, format, encrypted = false }: ExportPanelProps) {
  const store = useScriptedRun({ events: EXPORT_EVENTS });
  const state = useStore(store) as AgentState;
  const output = useMemo(() => exportConversation(state, { reasoning, format, encrypted }), [state, reasoning, format, encrypted]);
  // The preview never shows an encrypted value (they are never rendered, docs/architecture.md, "The kit and its layout"); Copy and
  // Download carry the export exactly as exportConversation returned it.
  const preview = useMemo(() => output.split(FAKE_ENCRYPTED).join(`«encrypted value, ${FAKE_ENCRYPTED.length} characters, in the copy and download only»`), [output]);
  const download = () => {
    const url = URL.createObjectURL(new Blob([output], { type: format === "json" ? "application/json" : "text/markdown" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: `conversation.${format === "json" ? "json" : "md"}` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div style={{ display: "grid", gap: 16, padding: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 340px), 1fr))" }}>
      <AgentProvider store={store}>
        <MessageList reasoningProps={{ renderContent }} renderText={renderText} />
      </AgentProvider>
      <section aria-label="Export" style={{ minWidth: 0 }}>
        <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 8, color: "var(--rui-color-text)", fontSize: 14 }}>
          <strong>
            Export: reasoning {reasoning}, {format}
            {encrypted ? ", encrypted values included" : ""}
          </strong>
          <CopyButton text={output} labels={{ copy: "Copy export" }} />
          <button type="button" onClick={download} data-rui-styled="" style={{ color: "var(--rui-color-accent)", background: "none", border: 0, cursor: "pointer", font: "inherit", textDecoration: "underline" }}>
            Download
          </button>
        </div>
        <pre
          data-testid="export-output"
          tabIndex={0}
          aria-label="Exported conversation"
          style={{ margin: 0, maxHeight: 480, overflow: "auto", padding: 12, fontSize: 12, whiteSpace: "pre-wrap", overflowWrap: "anywhere", background: "var(--rui-color-code-bg)", color: "var(--rui-color-text)", borderRadius: 8 }}
        >
          {preview}
        </pre>
      </section>
    </div>
  );
}

export { FAKE_ENCRYPTED };
