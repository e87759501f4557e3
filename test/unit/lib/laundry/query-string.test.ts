import { formatQuery, windowsQueryDate } from '../../../../lib/laundry/query-string';

describe('formatQuery', () => {
  it('writes arrays indexed as the seed shows, brackets and colons bare', () => {
    expect(
      formatQuery({
        date: windowsQueryDate('2026-11-23'),
        type: 'PICKUP',
        googlePlacesId: 'ChIJ abc/+&=',
        categories: ['LAUNDRY', 'DRY_CLEANING'],
        servicesIds: [11, 12],
      }),
    ).toBe(
      '?date=2026-11-23T00:00:00&type=PICKUP&googlePlacesId=ChIJ%20abc%2F%2B%26%3D' +
        '&categories[0]=LAUNDRY&categories[1]=DRY_CLEANING&servicesIds[0]=11&servicesIds[1]=12',
    );
  });

  it('leaves out undefined values and writes nothing for no params', () => {
    expect(formatQuery({ a: undefined })).toBe('');
    expect(formatQuery({ a: undefined, b: 0 })).toBe('?b=0');
  });

  it('writes an empty array as nothing', () => {
    expect(formatQuery({ servicesIds: [] })).toBe('');
  });
});

describe('windowsQueryDate', () => {
  it('is midnight of the calendar day in the seed format, without a zone', () => {
    expect(windowsQueryDate('2026-12-03')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(windowsQueryDate('2026-12-03')).toBe('2026-12-03T00:00:00');
  });
});
