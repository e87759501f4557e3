/**
 * What the light calls save, on production's path: the Slack and SMS functions' cold ack as deployed
 * (deployed.ts), beside the same function built with one module swapped for a variant
 * (test/bench/variants/): the secrets read with Powertools Parameters, or through the Parameters and
 * Secrets extension, instead of one signed GetParameters; the queue's SendMessage through
 * `@aws-sdk/client-sqs`; the Slack installation read and the SMS MessageSid write through
 * `@aws-sdk/client-dynamodb`. Every case runs in the same round robin, so run i of a variant and of
 * its function were started next to each other: the saving is the median of those pairs'
 * differences, its spread their interquartile range.
 *
 * A light call is kept only while it saves at least LIGHT_SAVING_BUDGET_MS on a cold ack (a budget
 * row): below that, the SDK's client is as good, and the light code is to be deleted.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { type BuiltBundle, bundleFunctions } from '../../infra/build/bundle';
import { BUILD_DIR, type ColdCase, type ColdRun, type ColdWorld, ROOT, runColdCases } from './cold';
import { DEPLOYED, deployedCases, startDeployed } from './deployed';
import type { Row } from './report';
import { ms, summarize, times } from './stats';

export const LIGHT_RUNS = 20;
/** Below this saving on a cold ack (median of paired runs), a light call is not worth its code. */
export const LIGHT_SAVING_BUDGET_MS = 5;

type Business = 'slack' | 'slackInstalled' | 'sms';

interface Variant {
  /** The bundle's folder and the case's name. */
  key: string;
  fn: 'slack' | 'sms';
  /** The deployed case it is compared with. */
  business: Business;
  /** `lib/…` module → its variant in test/bench/variants. */
  swap: Record<string, string>;
  /** What the variant does instead. */
  instead: string;
  /** The light call it weighs, when it is one we keep (a budget). */
  kept?: string;
  /** Read through the extension's local interface (its role needs ssm:GetParameter). */
  extension?: boolean;
}

const SECRETS = 'lib/lambda/secrets.ts';
const SQS = 'lib/queue/sqs-queue.ts';
const DYNAMODB = 'lib/store/http-item-table.ts';

const VARIANTS: Variant[] = [
  ...(['slack', 'sms'] as const).flatMap((fn): Variant[] => [
    {
      key: `${fn}-secrets-powertools`,
      fn,
      business: fn,
      swap: { [SECRETS]: 'secrets-powertools.ts' },
      instead: 'secrets with Powertools Parameters',
      kept: 'one signed GetParameters',
    },
    {
      key: `${fn}-secrets-extension`,
      fn,
      business: fn,
      swap: { [SECRETS]: 'secrets-extension.ts' },
      instead: 'secrets through the Parameters and Secrets extension',
      extension: true,
    },
    {
      key: `${fn}-sdk-sqs`,
      fn,
      business: fn,
      swap: { [SQS]: 'sdk-sqs.ts' },
      instead: 'SendMessage with @aws-sdk/client-sqs',
      kept: 'SQS SendMessage',
    },
  ]),
  {
    key: 'slack-sdk-dynamodb',
    fn: 'slack',
    business: 'slackInstalled',
    swap: { [DYNAMODB]: 'sdk-dynamodb.ts' },
    instead: 'the installation read with @aws-sdk/client-dynamodb',
    kept: 'the Slack installation read',
  },
  {
    key: 'sms-sdk-dynamodb',
    fn: 'sms',
    business: 'sms',
    swap: { [DYNAMODB]: 'sdk-dynamodb.ts' },
    instead: 'the MessageSid write with @aws-sdk/client-dynamodb',
    kept: 'the SMS MessageSid write',
  },
];

const BASE: Record<Business, string> = {
  slack: DEPLOYED.slack,
  slackInstalled: DEPLOYED.slackInstalled,
  sms: DEPLOYED.sms,
};

export interface LightResult {
  key: string;
  base: string;
  instead: string;
  kept?: string;
  /** Base and variant cold ack, medians (ms). */
  baseMs: number;
  variantMs: number;
  /** The variant's time minus the base's, run by run: median and interquartile range (ms). */
  saving: { median: number; p25: number; p75: number };
}

/**
 * Builds the variants, then runs them and the functions as deployed, round robin.
 * @example const results = await measureLight(world, built.bundles);
 */
export async function measureLight(
  world: ColdWorld,
  bundles: Map<string, BuiltBundle>,
): Promise<LightResult[]> {
  const variantBundles = await Promise.all(
    VARIANTS.map(async (variant) => {
      const [bundle] = await bundleFunctions({
        outDir: join(BUILD_DIR, 'variants', variant.key),
        entries: [`functions/${variant.fn}.ts`],
        plugins: [swapping(variant.swap)],
      });
      return bundle as BuiltBundle;
    }),
  );
  const deployed = await startDeployed(world, { extensionCallers: true });
  try {
    const base = deployedCases(world, deployed, bundles).filter((c) => Object.values(BASE).includes(c.name));
    const variants = VARIANTS.map((variant, i): ColdCase => {
      const of = base.find((c) => c.name === BASE[variant.business]) as ColdCase;
      const lambda = variant.extension
        ? deployed.extension[variant.business]
        : deployed.lambdas[variant.business];
      return {
        ...of,
        name: variant.key,
        file: (variantBundles[i] as BuiltBundle).file,
        env: {
          ...lambda.env(deployed.ssm),
          // The extension layer's setting: where its local interface listens.
          ...(variant.extension
            ? { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(deployed.ssm.extensionPort) }
            : {}),
        },
      };
    });
    const measured = await runColdCases([...base, ...variants], LIGHT_RUNS, world.sqs);
    return VARIANTS.map((variant) => lightResult(variant, measured));
  } finally {
    await deployed.close();
  }
}

function lightResult(variant: Variant, measured: Map<string, ColdRun[]>): LightResult {
  const base = measured.get(BASE[variant.business]) ?? [];
  const runs = measured.get(variant.key) ?? [];
  const differences = runs.map((run, i) => run.init - (base[i]?.init ?? Number.NaN)).sort((a, b) => a - b);
  const at = (q: number) =>
    differences[Math.min(differences.length - 1, Math.floor(q * differences.length))] ?? 0;
  return {
    key: variant.key,
    base: BASE[variant.business],
    instead: variant.instead,
    ...(variant.kept ? { kept: variant.kept } : {}),
    baseMs: summarize(base.map((r) => r.init)).median,
    variantMs: summarize(runs.map((r) => r.init)).median,
    saving: { median: summarize(differences).median, p25: at(0.25), p75: at(0.75) },
  };
}

export function lightRows(results: LightResult[]): Row[] {
  return results.map((r) => ({
    area: 'light calls',
    measure: `${r.key}: ${r.instead}, cold ack`,
    measured: `${ms(r.saving.median)} slower, ${times(r.variantMs / r.baseMs)} (IQR ${ms(r.saving.p25)} to ${ms(r.saving.p75)})`,
    ...(r.kept
      ? {
          budget: `${r.kept} saves ≥ ${LIGHT_SAVING_BUDGET_MS} ms`,
          met: r.saving.median >= LIGHT_SAVING_BUDGET_MS,
        }
      : {}),
    detail: `cold ack, medians: ${r.base} ${ms(r.baseMs)}, this variant ${ms(r.variantMs)}`,
  }));
}

/**
 * Resolves each import of a `lib/…` module of `swap` to its variant (test/bench/variants), except the
 * variant's own import of it; a swap that finds no import fails the build (the module moved).
 */
function swapping(swap: Record<string, string>): Plugin {
  const targets = new Map(
    Object.entries(swap).map(([from, to]) => [resolve(ROOT, from), resolve(__dirname, 'variants', to)]),
  );
  return {
    name: 'bench-variant',
    setup(build) {
      const swapped = new Set<string>();
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const file = tsFile(resolve(args.resolveDir, args.path));
        const variant = file ? targets.get(file) : undefined;
        if (!file || !variant || args.importer === variant) return undefined;
        swapped.add(file);
        return { path: variant };
      });
      build.onEnd((result) => {
        const unused = [...targets.keys()].filter((file) => !swapped.has(file));
        if (result.errors.length === 0 && unused.length)
          return { errors: [{ text: `bench variant: nothing imports ${unused.join(', ')}` }] };
        return undefined;
      });
    },
  };
}

/** The TypeScript file an import names (`./x`, `./x.js`, `./x/index`). */
function tsFile(path: string): string | undefined {
  const base = path.replace(/\.js$/, '');
  return [`${base}.ts`, join(base, 'index.ts')].find((file) => existsSync(file));
}
