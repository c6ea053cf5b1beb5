import { Composer, HiddenReasoningIndicator, ReasoningPanel, ToolCallView } from "@reasoning-ui/react";
import type { CSSProperties } from "react";
import { T0 } from "../support/args";
import { SAMPLE_REASONING, SAMPLE_SUMMARY } from "../support/events";

const heading: CSSProperties = { margin: "0 0 0.5rem", fontSize: "var(--rui-font-size-sm)", color: "var(--rui-color-text-muted)", fontWeight: 600 };

/** Every visibility mode, plus a tool call and the composer: what the theme editor and the preset stories show. */
export function Preview({ headings = true }: { headings?: boolean }) {
  const h = (id: string, text: string) =>
    headings ? (
      <h3 id={id} style={heading}>
        {text}
      </h3>
    ) : null;
  return (
    <div style={{ display: "grid", gap: "1.25rem" }}>
      <section aria-labelledby={headings ? "pv-visible" : undefined} aria-label={headings ? undefined : "Visible reasoning"}>
        {h("pv-visible", "Visible — streaming and complete")}
        <ReasoningPanel status="streaming" startedAt={Date.now() - 4_000} text={SAMPLE_REASONING.slice(0, 160)} />
        <ReasoningPanel status="complete" startedAt={T0} endedAt={T0 + 12_000} text={SAMPLE_REASONING} defaultOpen />
      </section>
      <section aria-labelledby={headings ? "pv-summary" : undefined} aria-label={headings ? undefined : "Summary"}>
        {h("pv-summary", "Summary — badge inline and block")}
        <ReasoningPanel visibility="summary" startedAt={T0} endedAt={T0 + 8_000} text={SAMPLE_SUMMARY} defaultOpen />
        <ReasoningPanel visibility="summary" status="interrupted" startedAt={T0} endedAt={T0 + 3_000} text={SAMPLE_SUMMARY} badgeVariant="block" />
      </section>
      <section aria-labelledby={headings ? "pv-hidden" : undefined} aria-label={headings ? undefined : "Hidden reasoning"}>
        {h("pv-hidden", "Hidden — indicator inline and block")}
        <HiddenReasoningIndicator startedAt={T0} endedAt={T0 + 5_000} />
        <HiddenReasoningIndicator variant="block" status="streaming" />
      </section>
      <section aria-labelledby={headings ? "pv-more" : undefined} aria-label={headings ? undefined : "Tool call and composer"}>
        {h("pv-more", "Tool call and composer")}
        <ToolCallView name="get_weather" args='{"city":"Paris"}' result='{"forecast":"rain after 14:00"}' hasEncryptedReasoning />
        <div style={{ marginBlockStart: "1rem" }}>
          <Composer onSend={() => {}} />
        </div>
      </section>
    </div>
  );
}
