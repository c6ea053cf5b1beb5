import { useState, type CSSProperties, type ReactNode } from "react";
import { Preview } from "./Preview";

export type HostMode = "light" | "dark";

/**
 * The chrome of a preset story: an app header with the app's own theme switch and brand colour field (both change
 * only the design system's variables, never a --rui-* one), and the kit's components below.
 */
export function PresetHost(props: {
  system: string;
  mode: HostMode;
  onMode: (mode: HostMode) => void;
  brandLabel: string;
  brand: ReactNode;
  note: ReactNode;
  headerStyle?: CSSProperties;
}) {
  const { system, mode, onMode, brandLabel, brand, note, headerStyle } = props;
  return (
    <div style={{ display: "grid", gap: "1rem", maxWidth: "48rem", marginInline: "auto" }}>
      <header style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem", justifyContent: "space-between", ...headerStyle }}>
        <div>
          <h2 style={{ margin: 0, fontSize: "1.125rem" }}>{system} app</h2>
          <p style={{ margin: 0, fontSize: "0.875rem", opacity: 0.8 }}>{note}</p>
        </div>
        <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem" }}>
          <button type="button" aria-pressed={mode === "dark"} onClick={() => onMode(mode === "dark" ? "light" : "dark")} data-host-toggle="">
            {mode === "dark" ? "Light mode" : "Dark mode"}
          </button>
          <label style={{ display: "inline-flex", gap: 6, alignItems: "center", fontSize: "0.875rem" }}>
            {brandLabel}
            {brand}
          </label>
        </div>
      </header>
      <div data-kit-area="">
        <Preview headings={false} />
      </div>
    </div>
  );
}

/** The host's initial mode from the Storybook toolbar (the preset stories draw their own page, not the toolbar's). */
export const initialMode = (theme: unknown): HostMode => (theme === "dark" ? "dark" : "light");

export function useHostMode(theme: unknown) {
  return useState<HostMode>(initialMode(theme));
}
