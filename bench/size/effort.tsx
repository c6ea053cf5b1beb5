// Issue 24 part 4: what the effort control adds to an app that already uses the kit (react and our packages'
// main entries external): EffortControl (styled, with its headless parts) + useAgentCapabilities + reasoningForwardedProps.
import { EffortControl, type ReasoningRequest, reasoningForwardedProps, useAgentCapabilities } from "@reasoning-ui/react";
import { useState } from "react";

export function Effort({ onEffort }: { onEffort: (props: ReturnType<typeof reasoningForwardedProps>) => void }) {
  const { support } = useAgentCapabilities("/api/agent");
  const [effort, setEffort] = useState<ReasoningRequest>({ effort: "medium" });
  onEffort(reasoningForwardedProps(effort));
  return <EffortControl support={support} value={effort} onValueChange={setEffort} />;
}
