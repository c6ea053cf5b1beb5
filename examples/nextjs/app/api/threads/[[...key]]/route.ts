/**
 * The app's thread store (`serverStorage({ url: "/api/threads" })` on the page): `@reasoning-ui/server` on SQLite
 * (`.data/threads.db`) or PostgreSQL (`DATABASE_URL`), scoped to the demo sign-in's user. Bodies over 8 MiB: 413.
 */
import { threadServer } from "../../../../lib/threadServer";

const handle = async (request: Request): Promise<Response> => (await threadServer()).fetch(request);

export { handle as GET, handle as PUT, handle as PATCH, handle as DELETE };
