/**
 * Typecheck fixture (issue 9): an app compiled with `exactOptionalPropertyTypes: true` uses the documented
 * patterns — passing a view's possibly-`undefined` fields on as props — without TS2375. `pnpm typecheck` runs it
 * (`tsc -p test/types`). Compiled only, never executed.
 */
import { selectBranchOf } from "@reasoning-ui/core";
import {
  AgentProvider,
  BranchPicker,
  MessageEditor,
  StorageNotice,
  ThreadList,
  useThreadList,
  type ThreadListEntry,
  Composer,
  HiddenReasoningIndicator,
  MessageList,
  Reasoning,
  ReasoningMessage,
  ReasoningPanel,
  ToolCallView,
  useAgentRun,
  useElapsed,
  useReasoningView,
  useToolCall,
  type AgentState,
  type Message,
  type RunError,
  type RunStatus,
} from "@reasoning-ui/react";

export function View({ id }: { id: string }) {
  const view = useReasoningView(id);
  const { seconds } = useElapsed({ status: view?.status, startedAt: view?.startedAt, endedAt: view?.endedAt });
  if (!view) return null;
  if (view.visibility === "hidden") return <HiddenReasoningIndicator status={view.status} startedAt={view.startedAt} endedAt={view.endedAt} />;
  return (
    <>
      <ReasoningPanel status={view.status} visibility={view.visibility} startedAt={view.startedAt} endedAt={view.endedAt} parts={view.parts} />
      <Reasoning.Root status={view.status} visibility={view.visibility} startedAt={view.startedAt} endedAt={view.endedAt}>
        <Reasoning.Trigger />
        <Reasoning.Content text={view.parts[0]?.text} />
        <Reasoning.Duration asChild>
          <em />
        </Reasoning.Duration>
        <Reasoning.Status />
      </Reasoning.Root>
      <small>{seconds}</small>
    </>
  );
}

export function Tool({ id }: { id: string }) {
  const call = useToolCall(id);
  return call ? <ToolCallView name={call.name} args={call.args} result={call.result} hasEncryptedReasoning={call.hasEncryptedReasoning} /> : null;
}

export function Chat({ token }: { token?: string | undefined }) {
  const agent = useAgentRun({ url: "/api/agent", headers: token ? { Authorization: `Bearer ${token}` } : undefined, idleTimeoutMs: undefined });
  const status: RunStatus = agent.status;
  const error: RunError | undefined = agent.error;
  const messages: Message[] = agent.messages;
  const state: AgentState = agent.store.getState();
  return (
    <AgentProvider store={agent.store} labels={undefined}>
      <MessageList reasoningProps={{ collapseDelay: undefined }} components={{ Text: undefined }} />
      <ReasoningMessage messageId={messages[0]?.id ?? "r"} store={undefined} />
      <Composer onSend={agent.run} onStop={agent.stop} running={status === "running"} placeholder={error?.message} />
      <p>{state.threadId}</p>
    </AgentProvider>
  );
}

/** Each part's props are reachable through the namespace, as Radix's and assistant-ui's are. */
export const rootProps: Reasoning.Root.Props = { status: undefined, startedAt: undefined, collapseDelay: false };
export const contentProps: Reasoning.Content.Props = { text: undefined, followOutput: undefined };
export const durationProps: Reasoning.Duration.Props = { asChild: undefined };

/** Issue 22's parts: an app with branches, the editor, the storage notice and a thread list (optional props as `undefined`). */
export function Branches({ parent }: { parent: string }) {
  const agent = useAgentRun({ url: "/api/agent" });
  const branch = selectBranchOf(agent.store.getState(), parent);
  return (
    <AgentProvider store={agent.store}>
      <StorageNotice error={agent.storageError} onDismiss={undefined} labels={undefined} />
      <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
      <BranchPicker count={branch?.count ?? 1} index={branch?.index} onIndexChange={undefined} disabled={undefined} unstyled={undefined} />
      <BranchPicker.Root count={2} defaultIndex={undefined}>
        <BranchPicker.Previous asChild={undefined} />
        <BranchPicker.Count />
        <BranchPicker.Next />
      </BranchPicker.Root>
      <MessageEditor defaultValue="Hi" onSubmit={(text) => void agent.edit(parent, text)} onCancel={() => {}} labels={undefined} />
      <ThreadList.Root {...useThreadList(agent.threads)} labels={undefined}>
        <ThreadList.New />
        <ThreadList.Items>
          {(thread) => (
            <ThreadList.Item key={thread.threadId} thread={thread}>
              <ThreadList.ItemTrigger />
              <ThreadList.ItemRemove />
            </ThreadList.Item>
          )}
        </ThreadList.Items>
      </ThreadList.Root>
    </AgentProvider>
  );
}

export const pickerRootProps: BranchPicker.Root.Props = { count: 3, index: undefined, asChild: undefined };
export const threadEntry: ThreadListEntry = { threadId: "t", title: undefined };
