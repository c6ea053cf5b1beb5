"use client";
import type { ReactNode } from "react";
import { formatIds, formatOffset, formatSize, runLabel, spanLabel } from "./format";
import type { InspectorEntry, InspectorRun, InspectorSpan } from "./types";

export interface EventDetailProps {
  entry: InspectorEntry | undefined;
  run: InspectorRun | undefined;
  span: InspectorSpan | undefined;
  /** Id of the heading (the region is labelled by it). */
  headingId: string;
}

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </>
);

/**
 * The selected event in full: type, ids, run, span, lane, both clocks, size, encrypted values (length and
 * SHA-256 prefix only), its diagnostics, and the redacted event JSON (encrypted values replaced, long
 * strings cut). A region labelled by its heading; the JSON block is focusable so it scrolls by keyboard.
 */
export function EventDetail({ entry, run, span, headingId }: EventDetailProps) {
  return (
    <section data-rui="inspector-detail" aria-labelledby={headingId}>
      <h3 id={headingId} data-rui="inspector-heading">
        {entry ? `#${entry.seq} ${entry.type}` : "Event details"}
      </h3>
      {!entry ? (
        <p data-rui="inspector-muted">Select an event to see its fields. Encrypted values show only their length and a SHA-256 prefix.</p>
      ) : (
        <>
          <dl data-rui="inspector-fields">
            {formatIds(entry) ? <Row term="Ids">{formatIds(entry)}</Row> : null}
            {run ? <Row term="Run">{runLabel(run)}</Row> : null}
            {span ? <Row term="Span">{spanLabel(span)}</Row> : null}
            {entry.lane ? <Row term="Lane">{entry.lane}</Row> : null}
            <Row term="Received">
              {formatOffset(entry.sinceRunStart)} after run start · <time dateTime={new Date(entry.receivedAt).toISOString()}>{new Date(entry.receivedAt).toISOString()}</time>
            </Row>
            {entry.agentTimestamp !== undefined ? (
              <Row term="Agent timestamp">
                {entry.agentTimestamp}
                {entry.agentSinceRunStart !== undefined ? ` (${formatOffset(entry.agentSinceRunStart)} on the agent's clock)` : ""}
              </Row>
            ) : null}
            {entry.size !== undefined ? <Row term="Size">{formatSize(entry.size)} of JSON</Row> : null}
            {entry.secrets.map((s) => (
              <Row key={s.path} term="Encrypted value">
                {s.path}: {s.length} characters · SHA-256 {s.sha256 ?? "…"}
              </Row>
            ))}
          </dl>
          {entry.diagnostics.length > 0 ? (
            <ul data-rui="inspector-diagnostics" aria-label="Diagnostics">
              {entry.diagnostics.map((d, i) => (
                <li key={i}>
                  <strong>{d.code}</strong> {d.message}
                </li>
              ))}
            </ul>
          ) : null}
          {entry.event !== undefined ? (
            <pre data-rui="inspector-json" tabIndex={0} aria-label="Event JSON (encrypted values redacted)">
              {JSON.stringify(entry.event, null, 2)}
            </pre>
          ) : null}
        </>
      )}
    </section>
  );
}
