/**
 * A unified-style diff of two texts by lines (`-` removed, `+` added, two lines of context), for a
 * failing transcript check to show what changed.
 * @example lineDiff('a\nb\n', 'a\nc\n'); // '  a\n- b\n+ c\n  '
 */
export function lineDiff(before: string, after: string, context = 2): string {
  const a = before.split('\n');
  const b = after.split('\n');
  // The longest common subsequence's lengths, from the ends.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (lcs[i] as number[])[j] =
        a[i] === b[j]
          ? ((lcs[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((lcs[i + 1] as number[])[j] as number, (lcs[i] as number[])[j + 1] as number);
  const lines: { mark: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ mark: ' ', text: a[i++] as string });
      j++;
    } else if (
      i < a.length &&
      (j >= b.length || ((lcs[i + 1] as number[])[j] as number) >= ((lcs[i] as number[])[j + 1] as number))
    )
      lines.push({ mark: '-', text: a[i++] as string });
    else lines.push({ mark: '+', text: b[j++] as string });
  }
  const near = (k: number) =>
    lines.slice(Math.max(0, k - context), k + context + 1).some((line) => line.mark !== ' ');
  const shown: string[] = [];
  lines.forEach((line, k) => {
    if (near(k)) shown.push(`${line.mark} ${line.text}`);
    else if (shown.at(-1) !== '  …') shown.push('  …');
  });
  return shown.join('\n');
}
