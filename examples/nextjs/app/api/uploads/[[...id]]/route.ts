/**
 * The app's upload route (`createUploader({ url: "/api/uploads" })` on the page): `POST` a file → `201` with a
 * signed URL the agent reads; `GET` / `HEAD` / `DELETE /api/uploads/<id>` for the demo sign-in's user.
 */
import { uploadServer } from "../../../../lib/uploadServer";

const handle = async (request: Request): Promise<Response> => (await uploadServer()).fetch(request);

export { handle as GET, handle as HEAD, handle as POST, handle as DELETE };
