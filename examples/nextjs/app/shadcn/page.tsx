import { Chat } from "../Chat";
import "@reasoning-ui/react/presets/shadcn.css";
import "./shadcn.css";
import { ThemeControls } from "./ThemeControls";

/** `/shadcn`: the same chat in a shadcn/ui app — shadcn's default variables and the kit's shadcn preset. */
export default function Page() {
  return (
    <div className="page">
      <header className="page-header">
        <h1>Reasoning UI</h1>
        <p>
          On shadcn/ui&apos;s theme: <code>@reasoning-ui/react/presets/shadcn.css</code> · <a href="/">AG-UI agent</a>
        </p>
        <ThemeControls />
      </header>
      <main className="page-chat">
        <Chat />
      </main>
    </div>
  );
}
