/**
 * Query strings as the laundry service expects them: arrays indexed as `categories[0]=LAUNDRY`,
 * dates as `YYYY-MM-DDTHH:mm:ss`. Values are percent-encoded except the characters a query may
 * carry as they are and the seed's own examples show bare (`[`, `]`, `:`), the convention of the
 * common HTTP clients (axios), so the bytes on the wire read like the seed.
 */

export type QueryValue = string | number | ReadonlyArray<string | number> | undefined;

const KEEP = { '%3A': ':', '%5B': '[', '%5D': ']', '%24': '$', '%2C': ',' } as const;

function encode(part: string): string {
  return encodeURIComponent(part).replace(
    /%3A|%5B|%5D|%24|%2C/gi,
    (hex) => KEEP[hex.toUpperCase() as keyof typeof KEEP],
  );
}

/**
 * Builds `?a=1&b[0]=x&b[1]=y` from ordered params; undefined values are left out.
 * @example formatQuery({ type: 'PICKUP', categories: ['LAUNDRY'] }) // '?type=PICKUP&categories[0]=LAUNDRY'
 */
export function formatQuery(params: Record<string, QueryValue>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        pairs.push(`${encode(`${name}[${index}]`)}=${encode(String(item))}`);
    } else {
      pairs.push(`${encode(name)}=${encode(String(value))}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * The delivery-windows `date` for a calendar day: `YYYY-MM-DDT00:00:00` (the seed's format, without
 * the optional `.sssZ`, so the service reads it as that calendar day and not as an instant in UTC).
 */
export function windowsQueryDate(day: string): string {
  return `${day}T00:00:00`;
}
