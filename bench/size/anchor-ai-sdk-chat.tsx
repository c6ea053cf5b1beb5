// Issue 40, an anchor row of P4: the smallest chat with a collapsible reasoning part the AI SDK allows — `useChat`
// (@ai-sdk/react, AI SDK 7) with a hand-written list and composer, built as the Quick start is (Vite, react external).
import { useChat } from "@ai-sdk/react";
import { useState } from "react";

export function Chat() {
  const { messages, sendMessage, status, stop } = useChat();
  const [input, setInput] = useState("");
  return (
    <div>
      <ul>
        {messages.map((m) => (
          <li key={m.id}>
            {m.parts.map((p, i) =>
              p.type === "reasoning" ? (
                <details key={i} open={p.state === "streaming"}>
                  <summary>{p.state === "streaming" ? "Thinking…" : "Thought"}</summary>
                  <p>{p.text}</p>
                </details>
              ) : p.type === "text" ? (
                <p key={i}>{p.text}</p>
              ) : null,
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void sendMessage({ text: input });
          setInput("");
        }}
      >
        <textarea aria-label="Message" value={input} onChange={(e) => setInput(e.target.value)} />
        {status === "streaming" || status === "submitted" ? (
          <button type="button" onClick={() => void stop()}>
            Stop
          </button>
        ) : (
          <button type="submit">Send</button>
        )}
      </form>
    </div>
  );
}
