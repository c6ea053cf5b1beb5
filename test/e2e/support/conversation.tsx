/**
 * The README's Quick start tree (`MessageListViewport` + `MessageList` + `Composer` in a flex column) over a store
 * holding every state a reader meets: visible, summary-only and hidden reasoning, a tool call carrying encrypted
 * reasoning (one finished, one running), a stopped turn, user messages and answers. Shared by the theme-contrast
 * and reset e2e tests.
 */
import { createAgentStore, type AgentStore, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, MessageListViewport } from "@reasoning-ui/react";
import { markdownRenderText } from "@reasoning-ui/react/markdown";
import { reasoningRun, toolCallRun, userMessage } from "../../../stories/support/events";

const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

export function conversationStore(): AgentStore {
  const store = createAgentStore({ threadId: "thread-story" });
  const s = store.getState();
  const turn = (question: string, events: BaseEvent[]) => {
    s.addMessage(userMessage(question, `u-${question.length}-${s.messages.length}`));
    s.applyEvents(events);
  };
  turn("Do I need an umbrella in Paris tomorrow?", reasoningRun({ visibility: "visible", runId: "r1", t0: T0 }));
  turn("Why?", reasoningRun({ visibility: "summary", runId: "r2", t0: T0 + 60_000 }));
  turn("And the day after?", reasoningRun({ visibility: "hidden", runId: "r3", t0: T0 + 120_000 }));
  turn("What does the forecast say exactly?", toolCallRun("r4", T0 + 180_000));
  turn("Check the weekend too.", [
    { type: "RUN_STARTED", threadId: "thread-story", runId: "r5" },
    { type: "TOOL_CALL_START", toolCallId: "r5-call", toolCallName: "get_weather", parentMessageId: "r5-assistant" },
    { type: "TOOL_CALL_ARGS", toolCallId: "r5-call", delta: '{"city":"Paris","day":"saturday"}' },
    { type: "TOOL_CALL_END", toolCallId: "r5-call" },
  ] as BaseEvent[]);
  return store;
}

const renderText = markdownRenderText({ copy: true });

/**
 * The Quick start's tree, line for line (`literal`: `MessageList onRetry`, `Composer onSend onStop running`), or with
 * markdown answers and copy buttons (so their CSS is checked too), over a store instead of `useAgentRun`.
 */
export function QuickStart({ store, height = 900, literal = false }: { store: AgentStore; height?: number | string; literal?: boolean }) {
  return (
    <div data-testid="app" style={{ display: "flex", flexDirection: "column", height }}>
      <AgentProvider store={store} coalesce={false}>
        <MessageListViewport>
          {literal ? <MessageList onRetry={() => {}} /> : <MessageList renderText={renderText} />}
        </MessageListViewport>
        <Composer onSend={() => {}} onStop={() => {}} running={store.getState().status === "running"} />
      </AgentProvider>
    </div>
  );
}
