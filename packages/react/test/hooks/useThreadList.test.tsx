import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ThreadList, type ThreadListEntry } from "../../src";

function Threads({ onSwitch = () => {} }: { onSwitch?: (id: string) => void }) {
  const [threads, setThreads] = useState<ThreadListEntry[]>([
    { threadId: "t1", title: "Weather in Paris" },
    { threadId: "t2", title: "" },
    { threadId: "t3", title: "Trains to Lyon" },
  ]);
  const [active, setActive] = useState("t1");
  return (
    <ThreadList.Root
      threads={threads}
      activeThreadId={active}
      onSwitch={(id) => {
        onSwitch(id);
        setActive(id);
      }}
      onCreate={() => setThreads((t) => [{ threadId: `t${t.length + 10}` }, ...t])}
      onRemove={(id) => setThreads((t) => t.filter((x) => x.threadId !== id))}
    >
      <ThreadList.New />
      <ThreadList.Items />
    </ThreadList.Root>
  );
}

describe("useThreadList", () => {
  it("maps a session's threads handle onto ThreadList.Root", async () => {
    const { renderHook } = await import("@testing-library/react");
    const { useThreadList } = await import("../../src");
    const handle = { list: [{ threadId: "t1", title: "Paris" }], current: "t1", create: vi.fn(async () => ""), switch: vi.fn(async () => {}), remove: vi.fn(async () => {}) };
    const { result } = renderHook(() => useThreadList(handle));
    expect(result.current.threads).toBe(handle.list);
    expect(result.current.activeThreadId).toBe("t1");
    result.current.onSwitch("t2");
    result.current.onRemove("t1");
    result.current.onCreate();
    expect(handle.switch).toHaveBeenCalledWith("t2");
    expect(handle.remove).toHaveBeenCalledWith("t1");
    expect(handle.create).toHaveBeenCalledOnce();
  });
});
