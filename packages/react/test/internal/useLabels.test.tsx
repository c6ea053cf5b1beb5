import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider } from "../../src";
import { defaultLabels, defaultReasoningPartLabels } from "../../src/labels";
import { useLabels, usePartLabels } from "../../src/internal/useLabels";

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

describe("usePartLabels", () => {
  it("merges a part's own defaults, then the provider's labels, then the part's own", () => {
    const store = createAgentStore({ threadId: "t" });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AgentProvider store={store} labels={{ summaryBadge: "Résumé", send: "Envoyer" }}>
        {children}
      </AgentProvider>
    );
    const { result } = renderHook(() => usePartLabels(defaultReasoningPartLabels, { hiddenIndicatorWhy: "Pourquoi ?", summaryBadge: undefined }), { wrapper });
    expect(result.current.summaryBadge).toBe("Résumé");
    expect(result.current.hiddenIndicatorWhy).toBe("Pourquoi ?");
    expect(result.current.send).toBe("Envoyer");
    expect(result.current.thoughtFor(12_000)).toBe("Thought for 12 seconds");
  });

  it("without a provider it is the part's defaults, the same object across renders", () => {
    const { result, rerender } = renderHook(() => usePartLabels(defaultReasoningPartLabels));
    const first = result.current;
    rerender();
    expect(first).toBe(defaultReasoningPartLabels);
    expect(result.current).toBe(first);
  });
});
