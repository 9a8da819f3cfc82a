import type { ErrorBody, ErrorCode } from '@ketoflow/contracts';

/** Contract error codes plus the client-side `NETWORK` (the server could not be reached). */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/**
 * Every failed API call throws this. Branch on `code` (stable), never on `message`.
 * `status` is 0 when no HTTP response arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: unknown;
    requestId?: string | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId ?? null;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /**
   * Sent as is with its own type instead of `body` (photos: the API takes raw image bytes, not
   * multipart, so the browser streams the file without base64 or a form parser on the server).
   */
  file?: Blob;
  /** Appended as a query string; null/undefined values are skipped. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Typed fetch for our own API: same origin, cookies included, JSON in and out.
 * Resolves with the parsed body (`undefined` for 204) or throws {@link ApiError}.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, file, query, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(file
          ? { 'Content-Type': file.type || 'application/octet-stream' }
          : body === undefined
            ? {}
            : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }

  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await readJson(response)) as T;
  }

  const payload = await readJson(response);
  if (isErrorBody(payload)) {
    throw new ApiError({
      status: response.status,
      code: payload.error.code as ErrorCode,
      message: payload.error.message,
      details: payload.error.details,
      requestId: payload.error.requestId,
    });
  }
  // No error envelope: a proxy or gateway answered instead of the API (e.g. the API is down,
  // or a proxy's own body-size limit refused an upload before it reached us).
  if (response.status === 413) {
    throw new ApiError({
      status: 413,
      code: 'VALIDATION_FAILED',
      message: 'This photo is too large. Choose a smaller one.',
    });
  }
  const unreachable = [502, 503, 504].includes(response.status);
  throw new ApiError({
    status: response.status,
    code: unreachable ? 'NETWORK' : response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL',
    message: unreachable
      ? 'The server is not reachable right now. Please try again.'
      : `Request failed (${response.status}).`,
  });
}

export const api = {
  /** POST/PUT a file as the raw request body (see `ApiRequestOptions.file`). */
  upload: <T>(
    path: string,
    file: Blob,
    options?: Omit<ApiRequestOptions, 'body' | 'file'> & { method?: 'POST' | 'PUT' },
  ) => apiRequest<T>(path, { method: 'POST', ...options, file }),
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
