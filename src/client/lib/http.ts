// The one HTTP client: credentials included, JSON bodies, and one error type for non-OK answers.

/** The server's error shape: `{ message, errors?: { field: message } }`. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    bodyText: string,
    statusText: string,
  ) {
    // The spec's convention: "{status}: {body text, or the status text when the body is empty}".
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function errorBody(bodyText: string, statusText: string): ApiErrorBody {
  try {
    const parsed = JSON.parse(bodyText) as Partial<ApiErrorBody> | null;
    if (parsed && typeof parsed.message === "string") {
      const errors = parsed.errors && typeof parsed.errors === "object" ? parsed.errors : undefined;
      return errors ? { message: parsed.message, errors } : { message: parsed.message };
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { message: bodyText || statusText };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export async function apiRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: "include",
    // The page's language (<html lang>): the server's messages come back in it.
    headers: {
      Accept: "application/json",
      "Accept-Language": document.documentElement.lang || "en",
      ...headers,
    },
  };
  if (body !== undefined) {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, errorBody(text, res.statusText), text, res.statusText);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export function getJson<T>(url: string, headers?: Record<string, string>): Promise<T> {
  return apiRequest<T>("GET", url, undefined, headers);
}
