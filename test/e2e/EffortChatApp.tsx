import {
  AgentProvider,
  Composer,
  EffortControl,
  MessageList,
  type ReasoningRequest,
  reasoningForwardedProps,
  useAgentCapabilities,
  useAgentRun,
} from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { useState } from "react";

/** A chat app with the effort control, as the README shows it: capabilities read from the agent, effort sent per run. */
export function EffortChatApp({ url, fetch }: { url: string; fetch?: typeof globalThis.fetch }) {
  const agent = useAgentRun({ url, fetch });
  const { support, status } = useAgentCapabilities(url);
  const [effort, setEffort] = useState<ReasoningRequest>({ effort: "medium" });
  return (
    <AgentProvider store={agent.store}>
      <EffortControl support={support} value={effort} onValueChange={setEffort} data-capabilities={status} />
      <MessageList />
      <Composer
        onSend={(text) => void agent.run({ text, forwardedProps: reasoningForwardedProps(effort) })}
        onStop={agent.stop}
        running={agent.status === "running"}
      />
    </AgentProvider>
  );
}
