import { AgentProvider, Composer, InterruptPrompt, MessageList, interruptSupport, useAgentCapabilities, useAgentRun, type UseAgentRunResult } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import type { InterruptOptions, ThreadStorage } from "@reasoning-ui/core";

/** The README's "When the agent asks first" app: prompts inline, answers through `resume`, the capability for edits. */
export function InterruptChatApp({
  url,
  fetch,
  storage,
  threadId,
  interrupts,
  forwardedProps,
  onAgent,
}: {
  url: string;
  fetch?: typeof globalThis.fetch;
  storage?: ThreadStorage;
  threadId?: string;
  interrupts?: InterruptOptions;
  forwardedProps?: Record<string, unknown>;
  onAgent?: (agent: UseAgentRunResult) => void;
}) {
  const agent = useAgentRun({ url, fetch, storage, threadId, interrupts: { ...interrupts, support: interruptSupport }, forwardedProps });
  const caps = useAgentCapabilities(url);
  onAgent?.(agent);
  return (
    <AgentProvider store={agent.store}>
      <MessageList
        onRetry={agent.retry}
        interrupts={{ Prompt: InterruptPrompt, onResume: agent.resume, approveWithEdits: caps.capabilities?.humanInTheLoop?.approveWithEdits }}
      />
      {agent.interruptNotice ? <p role="status" data-testid="interrupt-notice">{agent.interruptNotice.message}</p> : null}
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
