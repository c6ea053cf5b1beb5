import { SyncedChat } from "../SyncedChat";

export default function SyncedPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Reasoning UI</h1>
        <p>
          Conversations on this app&apos;s server (<code>/api/threads</code>, SQLite or PostgreSQL) · <a href="/">in this browser only</a>
        </p>
      </header>
      <main className="page-chat">
        <SyncedChat />
      </main>
    </div>
  );
}
