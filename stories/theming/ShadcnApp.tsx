import shadcnPreset from "@reasoning-ui/react/presets/shadcn.css?raw";
import { useState } from "react";
import { PresetHost, useHostMode } from "./PresetHost";
import shadcnDefaults from "./shadcnDefaults.css?raw";
import { StyleTag } from "./StyleTag";

/** A shadcn/ui app (its default theme variables, `.dark` on the theme container) with the shadcn preset imported. */
export function ShadcnApp({ theme }: { theme: unknown }) {
  const [mode, setMode] = useHostMode(theme);
  const [primary, setPrimary] = useState("");
  return (
    <div
      data-shadcn-host=""
      className={mode}
      style={{ ...(primary && { "--primary": primary, "--ring": primary }), background: "var(--background)", color: "var(--foreground)", fontFamily: "ui-sans-serif, system-ui, sans-serif", padding: "1.5rem", minHeight: "100vh", boxSizing: "border-box" } as React.CSSProperties}
    >
      <StyleTag id="shadcn-defaults" css={shadcnDefaults} />
      <StyleTag id="preset-shadcn" css={shadcnPreset} />
      <PresetHost
        system="shadcn/ui"
        mode={mode}
        onMode={setMode}
        note={<>@reasoning-ui/react/presets/shadcn.css on shadcn's default (neutral) variables</>}
        brandLabel="Brand colour (--primary)"
        brand={<input type="text" value={primary} placeholder="oklch(0.205 0 0)" onChange={(e) => setPrimary(e.target.value)} style={{ width: "9rem", font: "inherit", padding: "2px 6px", color: "var(--foreground)", background: "var(--background)", border: "1px solid var(--input)", borderRadius: "calc(var(--radius) - 4px)" }} />}
      />
    </div>
  );
}
