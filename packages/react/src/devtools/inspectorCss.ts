/**
 * The inspector's styles: rendered by `EventInspector` itself (a `<style>` element), so the devtools
 * entry needs no stylesheet of its own and costs the main `styles.css` nothing. Every value is a `--rui-*`
 * variable of the kit's theme (light and dark follow the page: `data-theme`, `.dark`, docs/architecture.md, "Theming"). Like styles.css,
 * every rule has exactly one class of specificity (0,1,0): the root's `[data-rui="event-inspector"]`, the rest
 * inside `:where()` — a global reset loses in either order, an app's one-class rule loaded later wins.
 * `--rui-inspector-max-height` bounds the event list.
 */
export const inspectorCss = `
[data-rui="event-inspector"]:where([data-rui-styled]) {
  container-type: inline-size;
  contain: layout paint;
  box-sizing: border-box;
  display: grid;
  gap: var(--rui-space-2);
  min-width: 0;
  padding: var(--rui-space-3);
  border: var(--rui-border-width) solid var(--rui-color-border);
  border-radius: var(--rui-radius-md);
  background: var(--rui-color-bg);
  color: var(--rui-color-text);
  font-family: var(--rui-font-family);
  font-size: var(--rui-font-size-sm);
  line-height: 1.4;
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where(*, *::before, *::after) { box-sizing: border-box; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(h2, h3) { margin: 0; font-size: var(--rui-font-size-sm); font-weight: 600; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-toolbar"]) { display: grid; gap: var(--rui-space-2); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-filters"], [data-rui="inspector-actions"]) {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--rui-space-1) var(--rui-space-2);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where(label) { color: var(--rui-color-text-muted); font-size: var(--rui-font-size-xs); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(select, input, button) {
  font: inherit; font-size: var(--rui-font-size-xs); color: var(--rui-color-text);
  background: var(--rui-color-surface); border: var(--rui-border-width) solid var(--rui-color-border);
  border-radius: var(--rui-radius-sm); padding: 0.3rem 0.5rem; min-height: 2rem; min-width: 0;
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-field"]) { display: flex; align-items: center; gap: var(--rui-space-1) var(--rui-space-2); flex: 1 1 11rem; min-width: 0; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-field"] > select, [data-rui="inspector-field"] > input) { flex: 1 1 auto; width: 100%; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(button) { cursor: pointer; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(button:hover:not(:disabled)) { background: var(--rui-color-surface-hover); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(button[aria-pressed="true"]) {
  background: var(--rui-color-accent); color: var(--rui-color-accent-text); border-color: var(--rui-color-accent);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where(button:disabled) { cursor: default; opacity: 0.55; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(select, input, button, [role="treeitem"], pre):where(:focus-visible) {
  outline: var(--rui-focus-ring-width) solid var(--rui-color-focus); outline-offset: calc(var(--rui-focus-ring-width) * -1);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-counts"], [data-rui="inspector-status"], [data-rui="inspector-muted"], [data-rui="inspector-empty"]) {
  color: var(--rui-color-text-muted); font-size: var(--rui-font-size-xs);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-body"]) {
  display: grid; gap: var(--rui-space-2); grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); align-items: start;
}
@container (max-width: 40rem) {
  [data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-body"]) { grid-template-columns: minmax(0, 1fr); }
}
@container (max-width: 26rem) {
  [data-rui="event-inspector"]:where([data-rui-styled]) :where(dl) { grid-template-columns: minmax(0, 1fr); }
  [data-rui="event-inspector"]:where([data-rui-styled]) :where(dd + dt) { margin-top: var(--rui-space-1); }
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-scroller"], [data-rui="inspector-detail"]) {
  max-height: var(--rui-inspector-max-height, 26rem); overflow: auto; min-width: 0; contain: content;
  border: var(--rui-border-width) solid var(--rui-color-border); border-radius: var(--rui-radius-sm);
  background: var(--rui-color-surface);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-detail"]) { padding: var(--rui-space-2); display: grid; gap: var(--rui-space-2); align-content: start; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([role="treeitem"]) {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--rui-space-2);
  padding: 0.3rem var(--rui-space-2) 0.3rem calc(var(--rui-space-2) + (var(--level, 1) - 1) * 1rem);
  border-bottom: var(--rui-border-width) solid var(--rui-color-border); cursor: pointer; min-width: 0;
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([role="treeitem"][data-level="2"]) { --level: 2; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([role="treeitem"][data-level="3"]) { --level: 3; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([role="treeitem"]:hover) { background: var(--rui-color-surface-hover); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([role="treeitem"][aria-selected="true"]) {
  background: var(--rui-color-badge-bg); box-shadow: inset 3px 0 0 var(--rui-color-accent);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-kind="run"], [data-kind="span"]) { align-items: center; font-weight: 600; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-chevron"]) { flex: none; transition: transform var(--rui-duration-fast) var(--rui-easing); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-chevron"][data-state="open"]) { transform: rotate(90deg); }
:where([dir="rtl"]) [data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-chevron"][data-state="closed"]) { transform: scaleX(-1); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-line"]) { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--rui-space-2); min-width: 0; width: 100%; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-type"], [data-rui="inspector-ids"], [data-rui="inspector-secret"], pre, dd) {
  font-family: var(--rui-font-family-mono); font-size: var(--rui-font-size-xs); overflow-wrap: anywhere;
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-type"]) { font-weight: 600; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-interrupts"]) { font-family: var(--rui-font-family-mono); font-size: var(--rui-font-size-xs); overflow-wrap: anywhere; color: var(--rui-color-accent); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-ids"], [data-rui="inspector-meta"], [data-rui="inspector-count"]) { color: var(--rui-color-text-muted); font-weight: 400; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-meta"]) { margin-inline-start: auto; font-size: var(--rui-font-size-xs); white-space: nowrap; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-lane"], [data-rui="inspector-secret"], [data-rui="inspector-diagnostic-count"]) {
  padding: 0 0.4rem; border-radius: var(--rui-radius-full); font-size: var(--rui-font-size-xs); font-weight: 400;
  background: var(--rui-color-badge-bg); color: var(--rui-color-badge-text); border: var(--rui-border-width) solid var(--rui-color-badge-border);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-diagnostic"], [data-rui="inspector-diagnostic-count"], [data-rui="inspector-diagnostics"] li) {
  color: var(--rui-color-danger); background: var(--rui-color-danger-surface); border-color: var(--rui-color-danger);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-diagnostic"]) {
  display: block; width: 100%; margin-top: var(--rui-space-1); padding: 0.15rem 0.4rem; border-radius: var(--rui-radius-sm); font-size: var(--rui-font-size-xs);
}
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-diagnostics"]) { margin: 0; padding: 0; list-style: none; display: grid; gap: var(--rui-space-1); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-diagnostics"] li) { padding: 0.2rem 0.4rem; border-radius: var(--rui-radius-sm); font-size: var(--rui-font-size-xs); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(dl) { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.15rem var(--rui-space-2); margin: 0; font-size: var(--rui-font-size-xs); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(dt) { color: var(--rui-color-text-muted); }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(dd) { margin: 0; min-width: 0; }
[data-rui="event-inspector"]:where([data-rui-styled]) :where(pre) {
  margin: 0; padding: var(--rui-space-2); max-height: 16rem; overflow: auto; white-space: pre-wrap;
  background: var(--rui-color-code-bg); border-radius: var(--rui-radius-sm);
}
/* Event types, ids, sizes and JSON are left-to-right code whatever the page direction: isolate them from RTL text. */
[data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-type"], [data-rui="inspector-ids"], [data-rui="inspector-meta"], [data-rui="inspector-secret"], [data-rui="inspector-lane"], [data-rui="inspector-count"], [data-rui="inspector-counts"], [data-rui="inspector-diagnostic-count"], pre, dd) {
  direction: ltr; unicode-bidi: isolate;
}
:where([dir="rtl"]) [data-rui="event-inspector"]:where([data-rui-styled]) :where(dd) { text-align: end; }
@media (prefers-reduced-motion: reduce) {
  [data-rui="event-inspector"]:where([data-rui-styled]) :where([data-rui="inspector-chevron"]) { transition: none; }
}
`;
