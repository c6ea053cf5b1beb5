import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createAgentSession, createAgentStore } from "@reasoning-ui/core";
import { AgentProvider } from "../../src";
import { useAgentContext, useSessionOf } from "../../src/context/AgentContext";

describe("AgentContext", () => {
  it("outside a provider: no store or session, styled, coalesced", () => {
    expect(renderHook(() => useAgentContext()).result.current).toEqual({ store: undefined, session: undefined, labels: undefined, unstyled: false, coalesce: true });
  });

  it("useSessionOf gives the provider's session only for the store it runs", () => {
    const session = createAgentSession({ runner: async () => {} } as never);
    const other = createAgentStore({ threadId: "other" });
    const wrapper = ({ children }: { children: ReactNode }) => <AgentProvider session={session}>{children}</AgentProvider>;
    const { result } = renderHook(() => ({ own: useSessionOf(session.store), other: useSessionOf(other) }), { wrapper });
    expect(result.current.own).toBe(session);
    expect(result.current.other).toBeUndefined();
  });
});
