import type { Meta, StoryObj } from "@storybook/react-vite";
import { createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { createAuditTrail } from "@reasoning-ui/core/audit";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { useEffect, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { FAKE_ENCRYPTED, SAMPLE_ANSWER } from "../support/events";
import { inspectorConversation } from "./script";

const CONVERSATION = inspectorConversation();

/** A store fed the scripted conversation with an audit trail attached from the start, and the JSON lines it produced. */
function AuditBesideChat() {
  const [store] = useState<AgentStore>(() => createAgentStore({ threadId: "thread-story" }));
  const [lines, setLines] = useState("");
  useEffect(() => {
    const audit = createAuditTrail(store);
    store.getState().applyEvents(CONVERSATION);
    let live = true;
    void audit.toJSONLines().then((text) => live && setLines(text));
    return () => {
      live = false;
      audit.stop();
    };
  }, [store]);
  const href = lines ? `data:application/jsonl;charset=utf-8,${encodeURIComponent(lines)}` : undefined;
  return (
    <AgentProvider store={store}>
      <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))", alignItems: "start" }}>
        <MessageList style={{ minWidth: 0 }} />
        <section aria-labelledby="audit-title" style={{ display: "grid", gap: 8, minWidth: 0 }}>
          <h2 id="audit-title" style={{ margin: 0, fontSize: "var(--rui-font-size-md)" }}>
            Audit trail (JSON lines)
          </h2>
          <p style={{ margin: 0, fontSize: "var(--rui-font-size-sm)", color: "var(--rui-color-text-muted)" }}>
            One record per run and per reasoning span: ids, both clocks, visibility, outcome, lengths, SHA-256 of encrypted values, tool calls,
            usage — never the text on the left. {href ? <a href={href} download="audit.jsonl">Download audit.jsonl</a> : null}
          </p>
          <pre
            tabIndex={0}
            aria-label="Audit records"
            style={{ margin: 0, padding: 12, maxHeight: "70vh", overflow: "auto", whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "var(--rui-font-family-mono)", fontSize: "var(--rui-font-size-xs)", background: "var(--rui-color-code-bg)", color: "var(--rui-color-text)", borderRadius: "var(--rui-radius-sm)" }}
          >
            {lines ? lines.trim().split("\n").map((l) => JSON.stringify(JSON.parse(l), null, 1)).join("\n\n") : "Computing digests…"}
          </pre>
        </section>
      </div>
    </AgentProvider>
  );
}

const meta = {
  title: "Devtools/Audit trail",
  component: AuditBesideChat,
  parameters: {
    docs: {
      description: {
        component:
          "`createAuditTrail(store)` from `@reasoning-ui/core/audit` records a content-free trail of each run and reasoning span " +
          "(schema in docs/audit-trail.md). The chat shows the reasoning; the trail beside it holds only ids, times, lengths and digests.",
      },
    },
  },
} satisfies Meta<typeof AuditBesideChat>;
export default meta;

/** The scripted conversation (visible, summary with a subagent lane, a tool call with encrypted reasoning, a glitchy run) and its trail. */
export const Conversation: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const records = within(canvasElement).getByLabelText("Audit records");
    await waitFor(() => expect(records.textContent).toContain('"kind": "run"'));
    const text = records.textContent ?? "";
    await expect(text).toContain('"kind": "span"');
    await expect(text).toContain('"visibility": "summary"');
    await expect(text).toMatch(/"sha256": "[0-9a-f]{64}"/);
    // the chat shows the answers; the trail never does
    await expect(canvasElement.textContent).toContain(SAMPLE_ANSWER);
    await expect(text).not.toContain(SAMPLE_ANSWER.slice(0, 30));
    // each run has its own spans, even though the whole conversation arrived in one batch
    const runs = (records.textContent ?? "").split("\n\n").map((r) => JSON.parse(r) as { kind: string; runId: string; spanIds?: string[] });
    await expect(runs.find((r) => r.kind === "run" && r.runId === "run-1")?.spanIds).toEqual(["run-1-span"]);
    await expect(runs.find((r) => r.kind === "run" && r.runId === "run-2")?.spanIds).toEqual(["run-2-span", "run-2-researcher-span"]);
    await expect(document.body.outerHTML).not.toContain(FAKE_ENCRYPTED);
    // the Storybook dock (withEventInspector) shows this story's store beside it
    const dock = await waitFor(() => {
      const el = document.querySelector<HTMLElement>("[data-story-inspector]");
      if (!el?.querySelector('[role="tree"]')) throw new Error("no event inspector docked beside the story yet");
      return el;
    });
    await expect(within(dock).getByRole("treeitem", { name: /^Run run-1/ })).toBeInTheDocument();
  },
};
