import { describe, expect, it, vi } from "vitest";

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
