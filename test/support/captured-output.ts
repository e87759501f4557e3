/** What the functions write, captured: Powertools logs errors on stderr, everything else on stdout. */

/**
 * Captures stdout and stderr until `restore`; `records` are the JSON lines written, `text` all of it.
 * @example const out = captureOutput(); try { handler(); } finally { out.restore(); } out.records();
 */
export function captureOutput() {
  const chunks: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation(keep),
    jest.spyOn(process.stderr, 'write').mockImplementation(keep),
  ];
  const text = () => chunks.join('');
  return {
    text,
    records: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
