import { matrixPoints, pointName } from '../../hours/points';

const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The point's instant as New York reads it: `Sat 21:30`. */
function readInNewYork(at: number): string {
  return newYork.format(new Date(at)).replace(',', '');
}

describe('the points npm run test:hours runs the suite at', () => {
  it('are the four hours in New York on the coming Saturday and the coming Wednesday', () => {
    const points = matrixPoints(Date.parse('2026-11-28T23:59:00Z')); // Saturday evening in New York
    expect(points.map(pointName)).toEqual([
      'Sat 03:00',
      'Sat 08:30',
      'Sat 15:00',
      'Sat 21:30',
      'Wed 03:00',
      'Wed 08:30',
      'Wed 15:00',
      'Wed 21:30',
    ]);
    for (const point of points) expect(readInNewYork(point.at)).toBe(pointName(point));
    expect(points[3]?.label).toBe('Saturday 2026-12-05 21:30 New York');
    expect(points[4]?.label).toBe('Wednesday 2026-12-02 03:00 New York');
  });

  it('keep their New York hour across a change of daylight saving time', () => {
    // Thursday 2027-03-11: Saturday the 13th is standard time, Wednesday the 17th daylight time.
    const points = matrixPoints(Date.parse('2027-03-11T17:00:00Z'));
    for (const point of points) expect(readInNewYork(point.at)).toBe(pointName(point));
    expect(new Date(points[0]?.at ?? 0).toISOString()).toBe('2027-03-13T08:00:00.000Z');
    expect(new Date(points[4]?.at ?? 0).toISOString()).toBe('2027-03-17T07:00:00.000Z');
  });
});
