/** The directory of Debian's PostgreSQL binaries (newest installed), or undefined. */
export declare function postgresBin(): string | undefined;
/** A throw-away PostgreSQL on `port` (initdb into a temp dir); `kill`/`start` stop and start it on the same data. */
export declare function startPostgres(options: { port: number }): Promise<{ url: string; port: number; stop(): Promise<void>; kill(): Promise<void>; start(): Promise<void> }>;
