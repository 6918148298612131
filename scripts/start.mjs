// npm start: builds what changed (build.mjs), then runs the built server in this same process, so
// the server is the process npm leaves running and a start pays for one Node process, not two.
import { buildWhatChanged } from "./build.mjs";

await buildWhatChanged();
await import("../dist/server/main.mjs");
