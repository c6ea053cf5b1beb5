// Issue 40, an anchor row of P4: assistant-ui 0.15's primitives with a local runtime (its smallest chat with a
// collapsible reasoning part), built as the Quick start is (Vite, react external).
import { AssistantRuntimeProvider, ComposerPrimitive, MessagePrimitive, ThreadPrimitive, useLocalRuntime, type ChatModelAdapter } from "@assistant-ui/react";

const adapter: ChatModelAdapter = {
  async *run({ messages, abortSignal }) {
    const res = await fetch("/api/chat", { method: "POST", body: JSON.stringify({ messages }), signal: abortSignal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let reasoning = "";
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const line of value.split("\n")) {
        if (line.startsWith("r:")) reasoning += line.slice(2);
        else if (line.startsWith("t:")) text += line.slice(2);
      }
      yield { content: [{ type: "reasoning", text: reasoning }, { type: "text", text }] };
    }
  },
};

function Reasoning({ text, status }: { text: string; status: { type: string } }) {
  return (
    <details open={status.type === "running"}>
      <summary>{status.type === "running" ? "Thinking…" : "Thought"}</summary>
      <p>{text}</p>
    </details>
  );
}

function Message() {
  return (
    <MessagePrimitive.Root>
      <MessagePrimitive.Parts components={{ Reasoning }} />
    </MessagePrimitive.Root>
  );
}

export function Chat() {
  const runtime = useLocalRuntime(adapter);
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <ThreadPrimitive.Root>
        <ThreadPrimitive.Viewport>
          <ThreadPrimitive.Messages components={{ Message }} />
        </ThreadPrimitive.Viewport>
        <ComposerPrimitive.Root>
          <ComposerPrimitive.Input aria-label="Message" />
          <ComposerPrimitive.Send>Send</ComposerPrimitive.Send>
        </ComposerPrimitive.Root>
      </ThreadPrimitive.Root>
    </AssistantRuntimeProvider>
  );
}
