import { useAgentContext } from "../context/AgentContext";

/** `{ "data-rui-styled": "" }` unless unstyled (prop, else provider). styles.css only matches elements carrying it. */
export function useStyledAttr(unstyled: boolean | undefined): { "data-rui-styled"?: "" } {
  const ctx = useAgentContext();
  return (unstyled ?? ctx.unstyled) ? {} : { "data-rui-styled": "" };
}
