/**
 * Compiled, never rendered: the patterns the docs show, typechecked by `pnpm run typecheck` against the
 * packages' built declarations with this example's `exactOptionalPropertyTypes: true`. Each one is what
 * an app writes when it goes past the Quick start; a type the package does not export, or an optional
 * prop that refuses `undefined`, fails here.
 */
import {
  HiddenReasoningIndicator,
  ReasoningPanel,
  useReasoningView,
  type AgentState,
  type Message,
  type RunError,
  type RunStatus,
} from "@reasoning-ui/react";

/** The core types in the react package's public signatures, imported from it alone (an app may not list core). */
export function lastUserText(messages: Message[]): string | undefined {
  const last = messages.findLast((m) => m.role === "user");
  return last && typeof last.content === "string" ? last.content : undefined;
}
export const statusLine = (status: RunStatus, error: RunError | undefined): string => (status === "error" && error ? error.message : status);
export const selectCount = (state: AgentState): number => state.messages.length;

/** useReasoningView's @example: the view's fields passed on as they are (startedAt/endedAt may be undefined). */
export function CustomReasoning({ id }: { id: string }) {
  const view = useReasoningView(id);
  if (!view || view.visibility === "hidden") return null;
  const { status, visibility, startedAt, endedAt, parts } = view;
  return <ReasoningPanel status={status} visibility={visibility} startedAt={startedAt} endedAt={endedAt} parts={parts} />;
}

/** A hidden block from the same view. */
export function CustomHidden({ id }: { id: string }) {
  const view = useReasoningView(id);
  return view ? <HiddenReasoningIndicator status={view.status} startedAt={view.startedAt} endedAt={view.endedAt} /> : null;
}
