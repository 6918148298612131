// The one place the shared schemas get zod from.
import { z } from "zod";

// In the browser zod probes `new Function` on first use, which the page's CSP reports as a
// violation: interpret instead. The server keeps zod's faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
