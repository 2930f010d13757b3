/**
 * One JSON request to a Firebase REST endpoint (local services or Google's): the status and the parsed
 * body (null when empty). Shared by the seed and the association's command.
 */
export interface JsonResponse {
  readonly status: number;
  readonly body: unknown;
}

export interface JsonRequest {
  readonly method: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type RequestJson = (url: string, init: JsonRequest) => Promise<JsonResponse>;

/** Nothing answered at `origin` (connection refused, unknown host…): the service is not there. */
export class UnreachableError extends Error {
  constructor(
    readonly origin: string,
    readonly reason: string,
  ) {
    super(`nothing answers at ${origin} (${reason})`);
    this.name = 'UnreachableError';
  }
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export const requestJson: RequestJson = async (url, init) => {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    // The origin only: URLs of a real project may carry an access token.
    throw new UnreachableError(new URL(url).origin, reasonOf(error));
  }
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
};

/** A request that was answered with an unexpected status; `what` says what was being done. */
export class RequestError extends Error {
  constructor(
    what: string,
    readonly response: JsonResponse,
  ) {
    super(
      `${what} failed with HTTP ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`,
    );
    this.name = 'RequestError';
  }
}

/** The emulators' administrator token: the Auth, Realtime Database and Firestore emulators all accept it. */
export const ownerHeaders = { Authorization: 'Bearer owner' } as const;
