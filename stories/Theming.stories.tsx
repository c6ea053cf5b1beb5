import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { kitStylesText as stylesText } from "./support/kitStyles";
import { clipboardSpy } from "./export/clipboard";
import { parseCssVariables, toHex6 } from "./support/cssVariables";
import { Preview } from "./theming/Preview";
import { ContrastTable } from "./theming/ContrastTable";
import { measureContrast, type PairResult } from "./theming/contrast";
import { TOKEN_BY_VARIABLE, cssToDtcg, exportTokens, importTokens, variableOf, type Mode } from "./theming/tokens";

const VARIABLES = parseCssVariables(stylesText);

const heading: CSSProperties = { margin: "0 0 0.5rem", fontSize: "var(--rui-font-size-sm)", color: "var(--rui-color-text-muted)", fontWeight: 600 };
const field: CSSProperties = {
  boxSizing: "border-box",
  width: "100%",
  minWidth: 0,
  padding: "2px 6px",
  font: "12px/1.6 var(--rui-font-family-mono)",
  color: "var(--rui-color-text)",
  background: "var(--rui-color-bg)",
  border: "1px solid var(--rui-color-border)",
  borderRadius: 4,
};

const TOKEN_ORDER = ["color", "type", "space", "radius", "size", "motion", "elevation"];
const groupOf = (name: string) => TOKEN_BY_VARIABLE.get(name)?.file ?? "theme";
const GROUPS = [...new Set(VARIABLES.map((v) => groupOf(v.name)))].sort((a, b) => (TOKEN_ORDER.indexOf(a) + 99) % 99 - (TOKEN_ORDER.indexOf(b) + 99) % 99);

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A live theme editor: every `--rui-*` variable declared in `styles.css` (parsed from the file itself), grouped by the
 * DTCG token file it is generated from, with its current value in the selected toolbar theme. Edit any value and the
 * preview updates at once; every text/background pair's WCAG contrast is shown live and an edit that breaks one is
 * flagged beside its field. The edits export as a CSS block and as DTCG JSON (the kit's tokens with the edits, in the
 * mode of the toolbar's theme); a DTCG file imports as edits, and a bad one is refused with each bad token path.
 */
function ThemeEditor({ theme }: { theme: string }) {
  const base = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  const mode: Mode = theme === "dark" ? "dark" : "light";
  const [current, setCurrent] = useState<Record<string, string>>({});
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const [baseline, setBaseline] = useState<PairResult[]>([]);
  const [pairs, setPairs] = useState<PairResult[]>([]);
  const [imported, setImported] = useState<{ error?: string; note?: string }>({});
  const [copied, setCopied] = useState("");

  // Read each variable's value and each pair's contrast in the selected theme (without the overrides).
  useLayoutEffect(() => {
    if (!base.current) return;
    const cs = getComputedStyle(base.current);
    setCurrent(Object.fromEntries(VARIABLES.map((v) => [v.name, cs.getPropertyValue(v.name).trim()])));
    setBaseline(measureContrast(base.current));
  }, [theme]);

  // An emptied field stays empty while the designer types; only non-empty values apply.
  const set = (name: string, value: string) => setOverrides((o) => ({ ...o, [name]: value }));
  const applied = useMemo(() => Object.fromEntries(Object.entries(overrides).filter(([, v]) => v.trim() !== "")), [overrides]);
  useLayoutEffect(() => {
    if (preview.current) setPairs(measureContrast(preview.current));
  }, [applied, theme]);

  const selector = mode === "dark" ? '[data-theme="dark"], .dark' : ":root";
  const css = useMemo(() => {
    const entries = Object.entries(applied);
    return entries.length ? `${selector} {\n${entries.map(([k, v]) => `  ${k}: ${v};`).join("\n")}\n}` : "/* Change a value to see your overrides here. */";
  }, [applied, selector]);
  const dtcg = useMemo(() => exportTokens(applied, mode), [applied, mode]);
  const dtcgText = useMemo(() => JSON.stringify(dtcg.tree, null, 2), [dtcg]);

  // Pairs an edit broke: passing in the theme as shipped, failing now.
  const broken = pairs.filter((p) => !p.pass && baseline.find((b) => b.fg === p.fg && b.bg === p.bg)?.pass);
  const flagsFor = (name: string) => (applied[name] ? broken.filter((p) => variableOf(p.fg) === name || variableOf(p.bg) === name) : []);
  const typeError = (name: string) => {
    const info = TOKEN_BY_VARIABLE.get(name);
    if (!info || !applied[name]) return undefined;
    const r = cssToDtcg(info.type, applied[name]!);
    return "error" in r ? r.error : undefined;
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { overrides: next, ignored } = importTokens(await file.text(), mode);
      setOverrides((o) => ({ ...o, ...next }));
      setImported({ note: `Imported ${Object.keys(next).length} tokens from ${file.name} (${mode})${ignored.length ? `; not kit tokens, ignored: ${ignored.join(", ")}` : ""}.` });
    } catch (e) {
      setImported({ error: e instanceof Error ? e.message : String(e) });
    }
  };
  const copy = async (what: string, text: string) => {
    await navigator.clipboard.writeText(text);
    setCopied(what);
  };

  return (
    <div ref={base} className="story-theming">
    <div className="story-theming-columns">
      <form aria-label="Theme variables" className="story-theming-form" onSubmit={(e) => e.preventDefault()}>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8, flexWrap: "wrap", marginBlockEnd: "0.5rem" }}>
          <strong style={{ fontSize: "var(--rui-font-size-sm)" }} data-variable-count={VARIABLES.length}>
            {VARIABLES.length} variables
          </strong>
          <label style={{ fontSize: "var(--rui-font-size-sm)" }}>
            Import DTCG tokens{" "}
            <input type="file" accept=".json,application/json" onChange={(e) => void onImport(e.target.files?.[0]).then(() => (e.target.value = ""))} style={{ maxWidth: "12rem" }} />
          </label>
          <button type="button" onClick={() => { setOverrides({}); setImported({}); }} disabled={!Object.keys(overrides).length}>
            Reset all
          </button>
        </div>
        {imported.error ? (
          <pre role="alert" data-import-error="" style={{ ...field, whiteSpace: "pre-wrap", color: "var(--rui-color-danger)", background: "var(--rui-color-danger-surface)" }}>
            {imported.error}
          </pre>
        ) : imported.note ? (
          <p role="status" style={{ fontSize: "var(--rui-font-size-sm)" }}>{imported.note}</p>
        ) : null}
        {GROUPS.map((group) => (
          <fieldset key={group} style={{ border: "1px solid var(--rui-color-border)", borderRadius: 6, margin: "0 0 0.75rem", padding: "0.25rem 0.75rem 0.5rem" }}>
            <legend style={{ ...heading, margin: 0, paddingInline: 4, textTransform: "capitalize" }}>{group}</legend>
            {VARIABLES.filter((v) => groupOf(v.name) === group).map((v) => {
              const value = overrides[v.name] ?? current[v.name] ?? v.defaultValue;
              const hex = toHex6(value);
              const id = `var${v.name}`;
              const flags = flagsFor(v.name);
              const invalid = typeError(v.name);
              return (
                <div key={v.name} data-variable={v.name} style={{ display: "grid", gridTemplateColumns: "minmax(0, 12rem) 1.75rem minmax(0, 1fr)", gap: 6, alignItems: "center", marginBlock: 3 }}>
                  <label htmlFor={id} style={{ font: "12px var(--rui-font-family-mono)", overflowWrap: "anywhere", fontWeight: applied[v.name] ? 700 : 400 }}>
                    {v.name}
                  </label>
                  {hex ? (
                    <input type="color" aria-label={`${v.name} colour picker`} value={hex} onChange={(e) => set(v.name, e.target.value)} style={{ width: "1.75rem", height: "1.5rem", padding: 0, border: 0, background: "none" }} />
                  ) : (
                    <span />
                  )}
                  <input id={id} type="text" spellCheck={false} value={value} onChange={(e) => set(v.name, e.target.value)} aria-invalid={flags.length > 0 || !!invalid} aria-describedby={flags.length || invalid ? `${id}-flag` : undefined} style={field} />
                  {(flags.length > 0 || invalid) && (
                    <p id={`${id}-flag`} data-contrast-flag={flags.length ? "" : undefined} style={{ gridColumn: "1 / -1", margin: 0, font: "12px/1.4 var(--rui-font-family)", color: "var(--rui-color-danger)" }}>
                      {flags.map((p) => `Breaks WCAG AA: ${p.fg} on ${p.bg} (${p.role}) is ${p.ratio.toFixed(2)}:1, needs ${p.min}:1. `).join("")}
                      {invalid && `Not exportable as DTCG: ${invalid}.`}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
      </form>
      <div className="story-theming-preview">
        <div ref={preview} data-theme-preview="" style={applied as CSSProperties}>
          <Preview />
        </div>
        <ContrastTable pairs={pairs} baseline={baseline} />
        <h3 style={{ ...heading, marginBlockStart: "1.5rem" }} id="css-out">
          Your overrides (CSS)
        </h3>
        <div style={{ display: "flex", gap: 8, marginBlockEnd: 6 }}>
          <button type="button" onClick={() => void copy("CSS", css)}>Copy CSS</button>
          <button type="button" onClick={() => download("rui-theme.css", "text/css", css + "\n")}>Download CSS</button>
        </div>
        <pre aria-labelledby="css-out" data-css-output="" style={{ ...field, padding: "0.75rem", whiteSpace: "pre-wrap", background: "var(--rui-color-code-bg)" }}>
          {css}
        </pre>
        <h3 style={{ ...heading, marginBlockStart: "1.5rem" }} id="dtcg-out">
          Your tokens (DTCG JSON, {mode} mode)
        </h3>
        <div style={{ display: "flex", gap: 8, marginBlockEnd: 6 }}>
          <button type="button" onClick={() => void copy("DTCG JSON", dtcgText)}>Copy DTCG JSON</button>
          <button type="button" onClick={() => download("tokens.json", "application/json", dtcgText + "\n")}>Download tokens.json</button>
        </div>
        {copied && <p role="status" style={{ fontSize: "var(--rui-font-size-sm)" }}>Copied {copied}.</p>}
        {dtcg.errors.length > 0 && (
          <p data-export-errors="" style={{ fontSize: "var(--rui-font-size-sm)", color: "var(--rui-color-danger)" }}>
            Left out of the JSON: {dtcg.errors.join("; ")}
          </p>
        )}
        <details>
          <summary style={{ fontSize: "var(--rui-font-size-sm)" }}>Show the JSON ({Object.keys(applied).length} edited)</summary>
          <pre aria-labelledby="dtcg-out" data-dtcg-output="" style={{ ...field, padding: "0.75rem", maxHeight: "20rem", overflow: "auto", background: "var(--rui-color-code-bg)" }}>
            {dtcgText}
          </pre>
        </details>
      </div>
    </div>
    </div>
  );
}

const meta = {
  title: "Theming/Variables",
  parameters: {
    docs: {
      description: {
        component:
          "Every visual value of the kit is a `--rui-*` CSS variable. This editor lists all of them (parsed from `styles.css`), " +
          "shows their value in the toolbar's theme (light / dark / brand) and applies your edits live to every visibility mode.",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveEditor: Story = {
  render: (_args, { globals }) => <ThemeEditor theme={String(globals.theme ?? "light")} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const declared = new Set(stylesText.match(/--rui-[\w-]+(?=\s*:)/g));
    await expect(declared.size).toBeGreaterThan(40);
    await expect(canvasElement.querySelectorAll("[data-variable]")).toHaveLength(declared.size);
    const preview = canvasElement.querySelector<HTMLElement>("[data-theme-preview]")!;

    const accent = canvas.getByLabelText("--rui-color-accent") as HTMLInputElement;
    await waitFor(() => expect(accent.value).toMatch(/^#[0-9a-f]{6}$/i));
    await userEvent.clear(accent);
    await userEvent.type(accent, "#c2410c");
    await expect(getComputedStyle(preview).getPropertyValue("--rui-color-accent").trim()).toBe("#c2410c");
    const send = within(preview).getByRole("button", { name: "Send" });
    // (after the button's background transition)
    await waitFor(() => expect(getComputedStyle(send).backgroundColor).toBe("rgb(194, 65, 12)"));

    const radius = canvas.getByLabelText("--rui-radius-md");
    await userEvent.clear(radius);
    await userEvent.type(radius, "0px");
    await expect(getComputedStyle(preview.querySelector('[data-rui="tool-call"]')!).borderTopLeftRadius).toBe("0px");

    const output = canvasElement.querySelector("[data-css-output]")!;
    await expect(output).toHaveTextContent("--rui-color-accent: #c2410c;");
    await expect(output).toHaveTextContent("--rui-radius-md: 0px;");

    // Exports: the CSS block and the DTCG tree carry the edit at its token path, in the toolbar theme's mode.
    const dtcg = JSON.parse(canvasElement.querySelector("[data-dtcg-output]")!.textContent!);
    await expect(dtcg.radius.md.$value).toBe("0px");
    await expect(dtcg.color.accent.$extensions.mode[globals.theme === "dark" ? "dark" : "light"]).toBe("#c2410c");
    const clipboard = clipboardSpy();
    await userEvent.click(canvas.getByRole("button", { name: "Copy DTCG JSON" }));
    await expect(JSON.parse(clipboard.mock.calls[0]![0]).radius.md.$value).toBe("0px");
    await userEvent.click(canvas.getByRole("button", { name: "Copy CSS" }));
    await expect(clipboard.mock.calls[1]![0]).toContain("--rui-color-accent: #c2410c;");

    // Live contrast: every pair passes as shipped; a text colour close to the background is flagged on the spot.
    await expect(canvasElement.querySelector("[data-contrast-summary]")).toHaveAttribute("data-contrast-summary", "0");
    const muted = canvas.getByLabelText("--rui-color-text-muted");
    const bg = (canvas.getByLabelText("--rui-color-bg") as HTMLInputElement).value;
    await userEvent.clear(muted);
    await userEvent.type(muted, bg);
    await waitFor(() => expect(canvasElement.querySelector('[data-pair="color.text-muted on color.bg"]')).toHaveAttribute("data-pass", "false"));
    const flag = canvasElement.querySelector('[data-variable="--rui-color-text-muted"] [data-contrast-flag]')!;
    await expect(flag).toHaveTextContent(/Breaks WCAG AA: color\.text-muted on color\.bg .* is 1\.00:1, needs 4\.5:1/);
    await expect(muted).toHaveAttribute("aria-invalid", "true");

    // Import: a bad DTCG file is refused with each bad token path; a good one becomes edits.
    const file = canvas.getByLabelText("Import DTCG tokens") as HTMLInputElement;
    const cycle = { color: { $type: "color", accent: { $value: "{color.focus}" }, focus: { $value: "{color.accent}" }, bg: { $value: "white" } } };
    await userEvent.upload(file, new File([JSON.stringify(cycle)], "bad.json", { type: "application/json" }));
    const error = await canvas.findByRole("alert");
    await expect(error).toHaveTextContent(/color\.bg: a color is "#rrggbb"/);
    await expect(error).toHaveTextContent(/reference cycle: \{color\.accent\} → \{color\.focus\} → \{color\.accent\}/);
    const good = { color: { $type: "color", accent: { $value: "#0f766e", $extensions: { mode: { dark: "#5eead4" } } }, focus: { $value: "{color.accent}" } }, radius: { lg: { $type: "dimension", $value: { value: 4, unit: "px" } } } };
    await userEvent.upload(file, new File([JSON.stringify(good)], "brand.json", { type: "application/json" }));
    await expect(await canvas.findByText(/Imported 3 tokens from brand\.json/)).toBeInTheDocument();
    const accentNow = globals.theme === "dark" ? "#5eead4" : "#0f766e";
    await expect(preview.style.getPropertyValue("--rui-color-accent")).toBe(accentNow);
    await expect(preview.style.getPropertyValue("--rui-color-focus")).toBe(accentNow);
    await expect(preview.style.getPropertyValue("--rui-radius-lg")).toBe("4px");

    await userEvent.click(canvas.getByRole("button", { name: "Reset all" }));
    await expect(preview.style.getPropertyValue("--rui-color-accent")).toBe("");
  },
};
