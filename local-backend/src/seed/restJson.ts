/** One JSON request to a local service; the status and the parsed body (null when empty). */
export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

export async function requestJson(
  url: string,
  init: { readonly method: string; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> },
): Promise<JsonResponse> {
  const response = await fetch(url, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body };
}

export class SeedRequestError extends Error {
  constructor(what: string, response: JsonResponse) {
    super(`${what} failed with HTTP ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    this.name = 'SeedRequestError';
  }
}

/** The emulators' administrator token: the Auth, Realtime Database and Firestore emulators all accept it. */
export const ownerHeaders = { Authorization: 'Bearer owner' } as const;
