/**
 * One raw HTTP call to a sandbox with `fetch`, answering status, headers, text and parsed JSON, for
 * tests and scripts that check the wire format (bare strings, bare numbers, `{error}` objects).
 */

export interface SandboxResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when the body is empty or not JSON. */
  json: unknown;
}

/** Sends `body` as JSON (a string is sent as is, so a test can send bytes that are not JSON). */
export async function sandboxFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<SandboxResponse> {
  const body =
    init.body === undefined || typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const res = await fetch(url, { method: init.method ?? 'GET', headers: init.headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
