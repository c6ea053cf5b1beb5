// Turns and a list with a composer for the suites of forks and a user message's actions (edit, retry, branches).
import { act, render } from "@testing-library/react";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList } from "../../../src";
import type { Store } from "../../helpers";

/** An answer `a` to the turn of user message `u` (already in the store), settled as finished. */
export function answer(store: Store, runId: string, id: string, text: string) {
  act(() => {
    const s = store.getState();
    s.beginRun(runId);
    s.applyEvents([
      { type: "RUN_STARTED", threadId: "thread-test", runId },
      { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: text },
      { type: "TEXT_MESSAGE_END", messageId: id },
      { type: "RUN_FINISHED", threadId: "thread-test", runId },
    ] as unknown as BaseEvent[]);
    s.endStream({ status: "finished" });
  });
}

/** A user message `id` added to the store. */
export function ask(store: Store, id: string, text: string) {
  act(() => store.getState().addMessage({ id, role: "user", content: text }));
}

/** Each fork picker as `index/count`, in document order. */
export const pickers = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-rui="branch-picker"]')).map((el) => `${el.getAttribute("data-index")}/${el.getAttribute("data-count")}`);

/** The list (switching branches in the store) and a composer, with the app's callbacks. */
export function renderList(store: Store, props: { onEdit?: (id: string, text: string) => void; onSwitchBranch?: (parent: string, index: number) => void; onRetry?: (runId: string) => void } = {}) {
  return render(
    <AgentProvider store={store}>
      <MessageList onSwitchBranch={(p, i) => store.getState().switchBranch(p, i)} {...props} />
      <Composer onSend={() => {}} />
    </AgentProvider>,
  );
}
