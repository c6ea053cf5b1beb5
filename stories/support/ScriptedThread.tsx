/**
 * A conversation driven by the scripted event source: a real store receives `events` at `eventsPerSecond`
 * and `<MessageList>` renders it, the way an app wires `useAgentRun().store`.
 */
import type { BaseEvent, Message } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, type MessageListProps, type ReasoningLabels } from "@reasoning-ui/react";
import type { ReactNode } from "react";
import { userMessage } from "./events";
import { useScriptedRun } from "./useScriptedRun";

export interface ScriptedThreadProps {
  events: BaseEvent[];
  initialMessages?: Message[];
  /** Events per second; 0 applies the whole script at once. */
  eventsPerSecond?: number;
  /** Replay the script this many ms after it ends (0: never). */
  loopDelayMs?: number;
  labels?: Partial<ReasoningLabels>;
  unstyled?: boolean;
  reasoningProps?: MessageListProps["reasoningProps"];
  /** Show a composer under the list (sending appends a user message to the store). */
  composer?: boolean;
  /** Fixed height of the scrolling conversation (a focusable region); unset: grows with content. */
  height?: number | string;
  children?: ReactNode;
}

export function ScriptedThread({ events, initialMessages, eventsPerSecond = 0, loopDelayMs = 0, labels, unstyled, reasoningProps, composer, height }: ScriptedThreadProps) {
  const store = useScriptedRun({ events, initialMessages, eventsPerSecond, loopDelayMs });
  const list = <MessageList reasoningProps={reasoningProps} />;
  return (
    <AgentProvider store={store} labels={labels} unstyled={unstyled}>
      {height === undefined ? (
        list
      ) : (
        <div data-story-scroller="" tabIndex={0} role="region" aria-label="Scrolling conversation" style={{ height, overflowY: "auto" }}>
          {list}
        </div>
      )}
      {composer ? <Composer onSend={(text) => store.getState().addMessage(userMessage(text))} /> : null}
    </AgentProvider>
  );
}
