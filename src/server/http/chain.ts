// Several middleware run as one Hono layer. Hono gives every layer its own async frame: a promise,
// an await and a try for each, on every request. The checks every request passes (headers, host,
// origin, session cookie) cost less than those frames, so they run in a chain (decision 0051).
import type { Context, ErrorHandler, MiddlewareHandler, Next } from "hono";

/**
 * Runs `layers` in order, each one's `next` starting the following one. A layer that throws is
 * answered by `onError` right there, so the layers before it go on as they would after their own
 * Hono layer failed (the security headers still reach a refusal). A rejected promise is passed up
 * to Hono's own handling instead: no layer that can reject has work left after a later one.
 */
export function chain(onError: ErrorHandler, ...layers: MiddlewareHandler[]): MiddlewareHandler {
  return (c, next) => {
    const run = (i: number): Promise<unknown> => {
      const layer = layers[i];
      if (!layer) return next();
      try {
        return layer(c, () => run(i + 1) as ReturnType<Next>);
      } catch (error) {
        return answer(onError, error, c);
      }
    };
    return run(0) as ReturnType<MiddlewareHandler>;
  };
}

/** As Hono's compose answers a layer's error: the error handler's response becomes the answer. */
async function answer(onError: ErrorHandler, error: unknown, c: Context): Promise<void> {
  if (!(error instanceof Error)) throw error;
  c.error = error;
  c.res = await onError(error, c);
}
