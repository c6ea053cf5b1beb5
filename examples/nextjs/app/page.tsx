import { Chat } from "./Chat";

export default function Page() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Reasoning UI</h1>
        <p>
          Next.js App Router · ask for <code>summary</code>, <code>tool</code> or <code>hidden</code> reasoning ·{" "}
          <a href="/ai-sdk">AI SDK route</a> · <a href="/synced">conversations on the server</a>
        </p>
      </header>
      <main className="page-chat">
        <Chat />
      </main>
    </div>
  );
}
