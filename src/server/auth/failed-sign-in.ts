// What went wrong in a sign-in, read from better-auth's answer: the redirect round trip comes back
// with `?error=code&error_description=…` (the provider's, or the app's refusal), POST /google answers
// an error status with `{ code?, message }`. Rate-limit refusals are not recorded: writing a row per
// refused request would hand a flood the very work the limit saves.
import type { SignInFailure } from "./sign-in-failures.ts";

type Failure = Omit<SignInFailure, "providerId">;

export function redirectFailure(res: Response): Failure | undefined {
  const location = res.headers.get("location");
  if (res.status < 300 || res.status >= 400 || !location) return undefined;
  let params: URLSearchParams;
  try {
    params = new URL(location, "http://site.invalid").searchParams;
  } catch {
    return undefined;
  }
  const error = params.get("error");
  return error ? { error, description: params.get("error_description") } : undefined;
}

export async function responseFailure(res: Response): Promise<Failure | undefined> {
  if (res.status < 400 || res.status === 429) return undefined;
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown; message?: unknown };
  const code = typeof body.code === "string" && body.code ? body.code.toLowerCase() : `http_${res.status}`;
  return { error: code, description: typeof body.message === "string" ? body.message : null };
}
