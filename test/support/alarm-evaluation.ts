/**
 * A CloudWatch alarm of the packaged template, evaluated as CloudWatch would over one period against
 * the embedded-metric-format records the code wrote (test/support/emf.ts): the metric's datapoints
 * are the values of the records whose namespace, name and dimension set match the alarm's exactly,
 * reduced by the alarm's statistic; a metric-math alarm evaluates its expression on them. Every record
 * is taken to fall within the one period (the tests write them within seconds).
 */
import type { Written } from './emf';

type Dimension = { Name: string; Value: unknown };
type MetricRef = { Namespace: string; MetricName: string; Dimensions: Dimension[] };
type MathMember = { Id: string; Expression?: string; MetricStat?: { Metric: MetricRef; Stat: string } };

/** An `AWS::CloudWatch::Alarm`'s properties as the template has them (substitutions already made). */
export interface AlarmProperties {
  AlarmName: unknown;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: Dimension[];
  Statistic?: string;
  Metrics?: MathMember[];
  Threshold: number;
  ComparisonOperator: string;
  TreatMissingData?: string;
}

type Directive = { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] };

/** The values the records hold of one metric, with exactly the alarm's dimensions. */
function valuesOf(metric: MetricRef, records: Written[]): number[] {
  const wanted = new Map(metric.Dimensions.map((d) => [d.Name, String(d.Value)]));
  return records.flatMap((record) => {
    const directives = ((record._aws as { CloudWatchMetrics?: Directive[] } | undefined)?.CloudWatchMetrics ??
      []) as Directive[];
    const matches = directives.some(
      (d) =>
        d.Namespace === metric.Namespace &&
        d.Metrics.some((m) => m.Name === metric.MetricName) &&
        d.Dimensions.some(
          (set) =>
            set.length === wanted.size && set.every((name) => wanted.get(name) === String(record[name])),
        ),
    );
    return matches ? [record[metric.MetricName] as number | number[]].flat() : [];
  });
}

/** A statistic of the datapoints; undefined when there are none (missing data). */
function statistic(stat: string, values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sum = values.reduce((a, b) => a + b, 0);
  if (stat === 'Sum') return sum;
  if (stat === 'Maximum') return Math.max(...values);
  if (stat === 'Minimum') return Math.min(...values);
  if (stat === 'SampleCount') return values.length;
  if (stat === 'Average') return sum / values.length;
  throw new Error(`statistic ${stat} is not evaluated here`);
}

/**
 * Metric math as these alarms write it: ids, numbers, + - * /, comparisons, AND, OR, FILL(x, n) and
 * IF(c, a, b); a comparison is 1 or 0, as in CloudWatch.
 */
function evaluateMath(expression: string, values: Record<string, number | undefined>): number | undefined {
  const js = expression
    .replace(/\bAND\b/g, '&&')
    .replace(/\bOR\b/g, '||')
    .replace(/\bFILL\(/g, 'fill(')
    .replace(/\bIF\(/g, 'iff(');
  if (/[^\w\s.,()+\-*/<>=&|]/.test(js)) throw new Error(`metric math not evaluated here: ${expression}`);
  const ids = Object.keys(values);
  const fill = (x: number | undefined, n: number) => x ?? n;
  const iff = (c: unknown, a: number, b: number) => (Number(c) ? a : b);
  const result = new Function(...ids, 'fill', 'iff', `return (${js});`)(
    ...ids.map((id) => values[id]),
    fill,
    iff,
  ) as unknown;
  return result === undefined || Number.isNaN(Number(result)) ? undefined : Number(result);
}

const COMPARE: Record<string, (value: number, threshold: number) => boolean> = {
  GreaterThanThreshold: (v, t) => v > t,
  GreaterThanOrEqualToThreshold: (v, t) => v >= t,
  LessThanThreshold: (v, t) => v < t,
  LessThanOrEqualToThreshold: (v, t) => v <= t,
};

/**
 * The value the alarm compares over one period of these records, undefined when its data is missing.
 * @example alarmValue(resources.TextsFailedAlarm.Properties, out.records())
 */
export function alarmValue(alarm: AlarmProperties, records: Written[]): number | undefined {
  if (alarm.MetricName && alarm.Namespace && alarm.Dimensions && alarm.Statistic)
    return statistic(
      alarm.Statistic,
      valuesOf(
        { Namespace: alarm.Namespace, MetricName: alarm.MetricName, Dimensions: alarm.Dimensions },
        records,
      ),
    );
  const members = alarm.Metrics ?? [];
  const values: Record<string, number | undefined> = {};
  for (const m of members)
    if (m.MetricStat) values[m.Id] = statistic(m.MetricStat.Stat, valuesOf(m.MetricStat.Metric, records));
  const returned = members.find((m) => m.Expression);
  if (!returned?.Expression) throw new Error('a metric-math alarm without an expression');
  return evaluateMath(returned.Expression, values);
}

/**
 * Whether the alarm goes to ALARM over one period of these records (missing data, with
 * `notBreaching`, does not).
 * @example expect(fires(alarmOf('laundry-errors'), out.records())).toBe(true);
 */
export function fires(alarm: AlarmProperties, records: Written[]): boolean {
  const value = alarmValue(alarm, records);
  if (value === undefined) return alarm.TreatMissingData === 'breaching';
  const compare = COMPARE[alarm.ComparisonOperator];
  if (!compare) throw new Error(`comparison ${alarm.ComparisonOperator} is not evaluated here`);
  return compare(value, alarm.Threshold);
}
