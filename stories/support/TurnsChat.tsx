import { useState } from "react";
import type { RunAgentInput } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, useAgentRun, type ReasoningLabels } from "@reasoning-ui/react";
import { scriptedRunner, type ScriptedEnding } from "./scriptedRunner";

/** A chat over {@link scriptedRunner}: MessageList with Retry / Regenerate (`useAgentRun().retry`) and a Composer. */
export function TurnsChat({ script, requests, labels }: { script: readonly ScriptedEnding[]; requests: RunAgentInput[]; labels?: Partial<ReasoningLabels> }) {
  const [runner] = useState(() => scriptedRunner(script, requests));
  const agent = useAgentRun({ runner, threadId: "thread-story" });
  return (
    <AgentProvider store={agent.store}>
      <div style={{ display: "flex", flexDirection: "column", gap: 12 }}>
        <MessageList onRetry={agent.retry} labels={labels} />
        <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} labels={labels} />
      </div>
    </AgentProvider>
  );
}
