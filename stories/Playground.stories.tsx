import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  AgentProvider,
  Composer,
  EffortControl,
  InterruptPrompt,
  MessageList,
  interruptSupport,
  MessageListViewport,
  type ReasoningRequest,
  reasoningForwardedProps,
  useAgentCapabilities,
  useAgentRun,
} from "@reasoning-ui/react";
import { useState } from "react";
import { EventInspector } from "@reasoning-ui/react/devtools";

/** Where `pnpm start` runs the demo agent; `STORYBOOK_AGENT_URL` overrides it. */
const DEFAULT_AGENT_URL = (import.meta.env.STORYBOOK_AGENT_URL as string | undefined) ?? "http://127.0.0.1:8787/agent";

const SCENARIOS = [
  { scenario: "visible", prompt: "Think out loud (visible)" },
  { scenario: "summary", prompt: "Give me a summary only" },
  { scenario: "hidden", prompt: "Reason privately (hidden)" },
  { scenario: "tool", prompt: "Use a tool" },
  { scenario: "chunk", prompt: "Stream in chunk form" },
  { scenario: "legacy", prompt: "Old THINKING events (legacy)" },
  { scenario: "error", prompt: "Fail mid-reasoning (error)" },
  { scenario: "cut", prompt: "Drop the connection (cut)" },
  // AG-UI 1.0 interrupts (issue 29): the agent stops for an answer; the prompt appears inline
  { scenario: "approve", prompt: "Send an email (approve)" },
  { scenario: "approve", prompt: "Do two things that need approval (approve two)" },
  { scenario: "input", prompt: "Plan a trip (input)" },
] as const;

const chip = {
  font: "inherit",
  fontSize: 13,
  padding: "4px 10px",
  borderRadius: 999,
  border: "1px solid var(--rui-color-border)",
  background: "var(--rui-color-surface)",
  color: "var(--rui-color-text)",
  cursor: "pointer",
} as const;

interface PlaygroundProps {
  /** The AG-UI endpoint (`POST`, answers Server-Sent Events). */
  agentUrl: string;
  /** Collapse delay of finished reasoning panels, ms. */
  collapseDelay: number;
}

function LiveAgent({ agentUrl, collapseDelay }: PlaygroundProps) {
  const agent = useAgentRun({ url: agentUrl, interrupts: { support: interruptSupport } });
  const running = agent.status === "running";
  // What the agent offers (GET <agentUrl>/capabilities), and the effort sent with each run as forwardedProps.reasoning.
  const capabilities = useAgentCapabilities(agentUrl);
  const [effort, setEffort] = useState<ReasoningRequest>({ effort: "medium" });
  const send = (text: string, extra?: Record<string, unknown>) => void agent.run({ text, forwardedProps: { ...extra, ...reasoningForwardedProps(effort) } });
  return (
    <AgentProvider store={agent.store}>
      <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 24rem), 1fr))", alignItems: "start" }}>
        <div style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: 720, minWidth: 0, height: "min(52rem, calc(100dvh - 3rem))" }}>
          <nav aria-label="Scenarios" style={{ display: "flex", flexWrap: "wrap", gap: 6 }}>
            {SCENARIOS.map(({ scenario, prompt }) => (
              <button key={prompt} type="button" style={chip} disabled={running} onClick={() => send(prompt, { scenario })}>
                {prompt}
              </button>
            ))}
          </nav>
          <EffortControl support={capabilities.support} value={effort} onValueChange={setEffort} />
          {/* The conversation follows the stream: newest answer and composer stay in view; scroll up for "Jump to latest". */}
          <MessageListViewport>
            <MessageList
              reasoningProps={{ collapseDelay }}
              onRetry={(runId) => void agent.retry(runId)}
              interrupts={{ Prompt: InterruptPrompt, onResume: agent.resume, approveWithEdits: capabilities.capabilities?.humanInTheLoop?.approveWithEdits }}
            />
          </MessageListViewport>
          {agent.interruptNotice ? (
            <p role="status" data-testid="interrupt-notice" style={{ margin: 0, fontSize: 13, color: "var(--rui-color-danger)" }}>
              {agent.interruptNotice.message}
            </p>
          ) : null}
          <Composer onSend={(text) => send(text)} onStop={agent.stop} running={running} />
          <p style={{ margin: 0, fontSize: 12, color: "var(--rui-color-text-muted)" }}>
            Agent: <code>{agentUrl}</code> · status: <code data-testid="run-status">{agent.status}</code> · capabilities:{" "}
            <code data-testid="capabilities-status">{capabilities.status}</code> · Type a message with a
            keyword (visible, summary, hidden, tool, chunk, legacy, error, cut, approve, input) or pick a scenario.
          </p>
        </div>
        {/* The events behind the chat, live: which ones drive the state on screen (issue 14). */}
        <EventInspector store={agent.store} title="Events from the agent" />
      </div>
    </AgentProvider>
  );
}

/**
 * A multi-turn conversation against the embedded demo agent (`pnpm start` runs it on :8787). Every turn
 * sends the whole history back, with each encrypted reasoning value byte-identical; the agent decrypts
 * them and says how many it verified. The effort control reads the agent's capabilities
 * (`GET /agent/capabilities`) and sends the chosen effort with each run (`forwardedProps.reasoning`): the agent
 * thinks longer or shorter (not at all for Off) and its answer says which effort it got. The event inspector beside the chat lists every event as it arrives.
 * `approve` and `input` stop for the user's answer (AG-UI 1.0 interrupts): the prompt appears inline, at the tool call,
 * and the answer goes with the next run as `resume`; the agent says what it did.
 */
const meta: Meta<typeof LiveAgent> = {
  title: "Playground/Live agent",
  component: LiveAgent,
  args: { agentUrl: DEFAULT_AGENT_URL, collapseDelay: 800 },
  // The story shows its own inspector next to the chat, so the global one (withEventInspector) is off here.
  parameters: { layout: "fullscreen", inspector: { disable: true } },
};
export default meta;

export const Default: StoryObj<typeof LiveAgent> = {};
