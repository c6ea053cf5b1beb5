import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Chat } from "./Chat";
import "./page.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <div className="page">
      <header className="page-header">
        <h1>Reasoning UI</h1>
        <p>
          Vite + React · ask for <code>summary</code>, <code>tool</code> or <code>hidden</code> reasoning
        </p>
      </header>
      <main className="page-chat">
        <Chat />
      </main>
    </div>
  </StrictMode>,
);
