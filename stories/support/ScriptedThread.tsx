/**
 * A conversation driven by the scripted event source: a real store receives `events` at `eventsPerSecond`
 * and `<MessageList>` renders it, the way an app wires `useAgentRun().store`.
 */
import type { BaseEvent, Message } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, type MessageListProps, type ReasoningLabels } from "@reasoning-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
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
  /** The list's `components` (replacements for how parts render). */
  components?: MessageListProps["components"];
  /** Show a composer under the list (sending appends a user message to the store). */
  composer?: boolean;
  /** Fixed height of the scrolling conversation (a focusable region); unset: grows with content. */
  height?: number | string;
  /** With `height`: start scrolled to the newest message and follow new content while at the bottom (like a chat app). */
  stickToBottom?: boolean;
  children?: ReactNode;
}

export function ScriptedThread({ events, initialMessages, eventsPerSecond = 0, loopDelayMs = 0, labels, unstyled, reasoningProps, components, composer, height, stickToBottom }: ScriptedThreadProps) {
  const store = useScriptedRun({ events, initialMessages, eventsPerSecond, loopDelayMs });
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el || !stickToBottom) return;
    el.scrollTop = el.scrollHeight;
    let atBottom = true;
    const onScroll = () => (atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 80);
    const follow = new MutationObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener("scroll", onScroll);
    follow.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      follow.disconnect();
    };
  }, [stickToBottom, store]);
  const list = <MessageList reasoningProps={reasoningProps} components={components} />;
  return (
    <AgentProvider store={store} labels={labels} unstyled={unstyled}>
      {height === undefined ? (
        list
      ) : (
        <div ref={scroller} data-story-scroller="" tabIndex={0} role="region" aria-label="Scrolling conversation" style={{ height, overflowY: "auto" }}>
          {list}
        </div>
      )}
      {composer ? <Composer onSend={(text) => store.getState().addMessage(userMessage(text))} /> : null}
    </AgentProvider>
  );
}
