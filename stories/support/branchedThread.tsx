/**
 * Threads with branches for the issue-22 stories: turn 1 regenerated twice (three answers), turn 2 asked on the
 * active answer. Built with the store's own commands (`fork`, `switchBranch`), as Regenerate builds them.
 */
import { useState } from "react";
import { createAgentStore, type AgentStore, type BaseEvent, type RunAgentInput } from "@reasoning-ui/core";
import { memoryStorage } from "@reasoning-ui/core/storage";
import { AgentProvider, Composer, MessageList, StorageNotice, useAgentRun } from "@reasoning-ui/react";
import { reasoningRun } from "./events";
import { scriptedRunner } from "./scriptedRunner";

export const ANSWERS = [
  "Yes: rain is likely from 2 pm, take an umbrella.",
  "Probably: showers after lunch, a light umbrella will do.",
  "Light rain in the afternoon; a hooded jacket is enough.",
];

/** Turn 1 answered three times (variants 1–3 of the fork after its user message), then turn 2 on the last one. */
export function branchedThread({ active = 2, streaming = false }: { active?: number; streaming?: boolean } = {}): AgentStore {
  const store = createAgentStore({ threadId: "thread-story" });
  const s = () => store.getState();
  const now = Date.now();
  s().addMessage({ id: "u1", role: "user", content: "Do I need an umbrella in Paris tomorrow?" });
  ANSWERS.forEach((answer, i) => {
    if (i > 0) s().fork("u1");
    const runId = `run-1${"abc"[i]}`;
    s().beginRun(runId);
    s().applyEvents(reasoningRun({ visibility: i === 1 ? "summary" : "visible", runId, answer, durationMs: 4_000 + i * 3_000, t0: now - 120_000 + i * 20_000 }));
    s().endStream({ status: "finished" });
  });
  s().addMessage({ id: "u2", role: "user", content: "And in Lyon on Saturday?" });
  s().beginRun("run-2");
  s().applyEvents(reasoningRun({ visibility: "hidden", runId: "run-2", answer: "Lyon looks dry until the evening.", durationMs: 6_000, t0: now - 40_000 }));
  s().endStream({ status: "finished" });
  if (active !== 2) s().switchBranch("u1", active);
  if (streaming) {
    s().addMessage({ id: "u3", role: "user", content: "Compare both cities for the weekend." });
    s().beginRun("run-3");
    s().applyEvents(reasoningRun({ visibility: "visible", runId: "run-3", ending: "streaming", deltaLimit: 8 }) as BaseEvent[]);
  }
  return store;
}

/** The Quick start over a prepared store (or a storage to restore from), with branches, edits and the storage notice. */
export function BranchesChat({ store, storage, requests = [] }: { store?: AgentStore; storage?: ReturnType<typeof memoryStorage>; requests?: RunAgentInput[] }) {
  const [runner] = useState(() => scriptedRunner(["finished"], requests));
  const agent = useAgentRun({ runner, store, storage, threadId: storage ? "thread-story" : undefined });
  return (
    <AgentProvider store={agent.store}>
      <div style={{ display: "flex", flexDirection: "column", gap: 12, maxWidth: "42rem", margin: "0 auto", padding: "1rem" }}>
        <StorageNotice error={agent.storageError} />
        <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
        <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
      </div>
    </AgentProvider>
  );
}
