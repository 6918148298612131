// An error as the API answers it, in a language: what the server's text tests read.
import { Hono } from "hono";
import { AppError, errorResponse } from "../../src/server/http/errors.ts";

/** The languages besides English every server text must come back in. */
export const OTHER_LANGUAGES = ["es", "de"] as const;

/** The body the API answers `error` with, to a request that asks for `language`. */
export async function answered(error: unknown, language: string) {
  const app = new Hono();
  app.get("/", () => {
    throw error;
  });
  app.onError((thrown, c) => errorResponse(thrown, c));
  const res = await app.request("/", { headers: { "Accept-Language": language } });
  return (await res.json()) as { message: string; errors?: Record<string, string> };
}

export function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("not refused");
}
