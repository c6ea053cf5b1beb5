import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider } from "../../src";
import { defaultLabels } from "../../src/labels";
import { useLabels } from "../../src/internal/useLabels";

describe("useLabels", () => {
  it("merges the defaults, then the provider's labels, then the part's own", () => {
    const store = createAgentStore({ threadId: "t" });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AgentProvider store={store} labels={{ newThread: "Nouvelle conversation", untitledThread: "Sans titre" }}>
        {children}
      </AgentProvider>
    );
    const { result } = renderHook(() => useLabels({ untitledThread: "Sans nom", deleteThread: undefined }), { wrapper });
    expect(result.current.newThread).toBe("Nouvelle conversation");
    expect(result.current.untitledThread).toBe("Sans nom");
    expect(result.current.deleteThread).toBe(defaultLabels.deleteThread);
  });

  it("without a provider it is the defaults", () => {
    expect(renderHook(() => useLabels()).result.current).toBe(defaultLabels);
  });
});
