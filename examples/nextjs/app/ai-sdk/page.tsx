import { AiSdkChat } from "../AiSdkChat";

export default function Page() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Reasoning UI</h1>
        <p>
          An AI SDK route (<code>toUIMessageStreamResponse</code>) · <a href="/">AG-UI agent</a>
        </p>
      </header>
      <main className="page-chat">
        <AiSdkChat />
      </main>
    </div>
  );
}
