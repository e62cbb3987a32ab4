// The one way the browser apps call the API: same-origin cookies, the anti-forgery header (spec §7),
// JSON in and out, abort signals passed through, and a typed ApiError for any non-2xx answer.
// It has no UI side effects: toasts and redirects belong to the shell.
import type { ApiErrorBody } from '../contracts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request outlive the page (a page-view report sent as the visitor leaves). */
  keepalive?: boolean;
  /**
   * Asks the server even when the browser holds a copy still inside its max-age (a 304 when nothing changed). For a
   * poll: without it, a page that refetches every 10 s is answered from the browser's cache for the answer's max-age.
   */
  revalidate?: boolean;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function buildUrl(path: string, query?: ApiFetchOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function apiFetch<T>(path: string, { method = 'GET', query, body, signal, keepalive, revalidate }: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Only a request that changes something must echo the anti-forgery cookie (the server checks no other). A read
  // skips document.cookie, which in Chromium is a synchronous round trip to the browser process on every call.
  const xsrf = method === 'GET' ? undefined : readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    ...(keepalive ? { keepalive } : {}),
    ...(revalidate ? { cache: 'no-cache' as const } : {}),
  });
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const errorBody = isErrorBody(json) ? json : undefined;
    throw new ApiError(response.status, errorBody?.message ?? `Request failed with status ${response.status}`, errorBody);
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}
