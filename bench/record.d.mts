/** One figure of a budgeted `pnpm bench` row, as the script prints it. */
export interface Figure {
  /** What the figure is, short: "1k deltas", "SQLite", "at 5 MiB, from a store". */
  label: string;
  /** The figure (the median where the script takes several runs). */
  value: number;
  /** Its unit: "µs", "ms", "×", "ev/s", "B", "frames", "commits/frame". */
  unit: string;
  /** The budget the value is held to (same unit); none for a figure printed beside a budgeted one. */
  budget?: number;
  /** true when the budget is a floor (value ≥ budget), false or absent when it is a ceiling (value ≤ budget). */
  atLeast?: boolean;
  /** What else the line prints beside it: the spread (min–max), the anchor, the run's conditions. */
  note?: string;
}
/** Where the records go (bench/results/speed.json unless BENCH_RECORD names another file). */
export declare const SPEED_FILE: string;
/** Keeps `figure` under `id` in bench/results/speed.json with the run's date, `--short`, load before/after and Node version. */
export declare function record(id: string, figure: Figure): void;
