/** Fixed times and Storybook controls shared by the pure-props stories. */

/** A fixed reference time (ms since epoch), so durations shown in pure-props stories are stable. */
export const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

/** The control of a reasoning status arg (`streaming | complete | interrupted`). */
export const statusControl = { control: "inline-radio", options: ["streaming", "complete", "interrupted"] } as const;

/** Date-picker controls of the `startedAt` / `endedAt` args (ms since epoch). */
export const timeControls = { startedAt: { control: "date" }, endedAt: { control: "date" } } as const;
