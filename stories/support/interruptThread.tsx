/**
 * A conversation that stops for the user's answer (AG-UI 1.0 interrupts), for the InterruptPrompt stories: a real
 * session (`createAgentSession`) over a scripted runner — run 1 reasons, proposes tool calls or asks for input and
 * ends with `RUN_FINISHED { outcome: interrupt }`; a run carrying `resume` answers with what it did. `setup` brings it
 * to the story's state (answered, steered away, reloaded from storage). Every request is kept in `requests`.
 */
import { useEffect, useState } from "react";
import { AgentProvider, Composer, InterruptPrompt, MessageList } from "@reasoning-ui/react";
import { createAgentSession, interruptSupport, type AgentRunner, type AgentSession, type BaseEvent, type Interrupt, type InterruptOptions, type RunAgentInput } from "@reasoning-ui/core";
import { memoryStorage } from "@reasoning-ui/core/storage";

export type InterruptSetup = "pending" | "answered" | "steered" | "reload";

function runner(interrupts: (runId: string) => Interrupt[], requests: RunAgentInput[]): AgentRunner {
  return async ({ input, store }) => {
    requests.push(structuredClone(input));
    const s = store.getState();
    const id = input.runId;
    s.beginRun(id, { forwardedProps: input.forwardedProps, resume: input.resume });
    const start = { type: "RUN_STARTED", threadId: input.threadId, runId: id };
    const answer = (text: string) => [
      { type: "TEXT_MESSAGE_START", messageId: `${id}-a`, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: `${id}-a`, delta: text },
      { type: "TEXT_MESSAGE_END", messageId: `${id}-a` },
    ];
    if (input.resume?.length && input.messages.at(-1)?.role !== "user") {
      const said = input.resume.map((e) => (e.status === "cancelled" ? "Cancelled." : JSON.stringify(e.payload))).join(" ");
      s.applyEvents([start, ...answer(`Done: ${said}`), { type: "RUN_FINISHED", threadId: input.threadId, runId: id }] as BaseEvent[]);
    } else if (input.resume?.length) {
      s.applyEvents([start, ...answer("Sure — something else, then."), { type: "RUN_FINISHED", threadId: input.threadId, runId: id }] as BaseEvent[]);
    } else {
      const list = interrupts(id);
      const calls = list.filter((i) => i.toolCallId);
      s.applyEvents([
        start,
        { type: "REASONING_START", messageId: `${id}-s` },
        { type: "REASONING_MESSAGE_START", messageId: `${id}-r`, role: "reasoning" },
        { type: "REASONING_MESSAGE_CONTENT", messageId: `${id}-r`, delta: "Sending an email acts on the user's behalf, so I will ask before I do it." },
        { type: "REASONING_MESSAGE_END", messageId: `${id}-r` },
        { type: "REASONING_END", messageId: `${id}-s` },
        ...calls.flatMap((i) => [
          { type: "TOOL_CALL_START", toolCallId: i.toolCallId, toolCallName: String(i.metadata?.toolCallName ?? "send_email"), parentMessageId: `${id}-calls` },
          { type: "TOOL_CALL_ARGS", toolCallId: i.toolCallId, delta: '{"to":"ada@example.com","subject":"Quarterly report"}' },
          { type: "TOOL_CALL_END", toolCallId: i.toolCallId },
        ]),
        { type: "RUN_FINISHED", threadId: input.threadId, runId: id, outcome: { type: "interrupt", interrupts: list } },
      ] as BaseEvent[]);
    }
    s.endStream({ status: "finished" });
    return s.status;
  };
}

/** The story's session, brought to `setup`; `undefined` until then. */
export function useInterruptThread(interrupts: (runId: string) => Interrupt[], setup: InterruptSetup, requests: RunAgentInput[], options: InterruptOptions = {}) {
  const [session, setSession] = useState<AgentSession>();
  useEffect(() => {
    let live = true;
    void (async () => {
      const storage = setup === "reload" ? memoryStorage() : undefined;
      const first = createAgentSession({ runner: runner(interrupts, requests), threadId: "story", storage, interrupts: { ...options, support: interruptSupport } });
      first.connect();
      await first.run("Email the quarterly report to Ada");
      const [open] = (await import("@reasoning-ui/core")).selectPendingInterrupts(first.store.getState());
      if (setup === "answered" && open) await first.resume([{ interruptId: open.id, payload: { approved: true } }]);
      if (setup === "steered") await first.run("Never mind, do something else");
      let shown = first;
      if (setup === "reload") {
        await first.flush();
        // a new page: a new session on the same storage restores the thread, prompt included
        shown = createAgentSession({ runner: runner(interrupts, requests), threadId: "story", storage, interrupts: { ...options, support: interruptSupport } });
        shown.connect();
        await shown.ready();
      }
      if (live) setSession(shown);
    })();
    return () => {
      live = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return session;
}

/** The chat with its inline prompts: list, prompt (`InterruptPrompt`), composer. */
export function InterruptThread({ session, approveWithEdits = false }: { session: AgentSession | undefined; approveWithEdits?: boolean }) {
  if (!session) return <p>Loading…</p>;
  return (
    <AgentProvider store={session.store}>
      <div style={{ display: "grid", gap: 12, maxWidth: "46rem", padding: "1rem" }}>
        <MessageList interrupts={{ Prompt: InterruptPrompt, onResume: session.resume, approveWithEdits }} />
        <Composer onSend={(t) => void session.run(t)} onStop={session.stop} running={false} />
      </div>
    </AgentProvider>
  );
}
