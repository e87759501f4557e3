/**
 * A function's environment and secrets as the stack deploys them, read from the stack's own files
 * (serverless.yml, infra/resources.yml), so the bench starts a packaged function with what Lambda would
 * give it, and a change to the stack changes what the bench runs: the provider's settings that are
 * the same for every business (NODE_OPTIONS, Powertools', the SSM prefix), the function's SSM_SECRETS
 * and memory, and the SSM parameters its role may read (`ssm:GetParameters`, by name).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export type DeployedFunction = 'slack' | 'slack-oauth' | 'sms' | 'worker';

export interface DeployedEnv {
  /** The provider's and the function's variables whose values are the stack's own, not the business's. */
  environment: Record<string, string>;
  /** Every variable the stack gives the function (the business's settings and the resources' too). */
  declared: string[];
  /** SSM_SECRETS, each variable with its `?` if optional. */
  secrets: string[];
  memoryMb: number;
  /** The SSM parameter names the function's role may read with `ssm:GetParameters`. */
  readableParameters: string[];
}

/**
 * @example const slack = deployedEnv('slack', 'bench'); // { environment: { SSM_PARAMETER_PREFIX: '/laundry-bot/bench/', … }, … }
 */
export function deployedEnv(fn: DeployedFunction, stage: string): DeployedEnv {
  const serverless = read('serverless.yml');
  const service = /^service:\s*(\S+)/m.exec(serverless)?.[1];
  if (!service) throw new Error('serverless.yml names no service');
  const resolve = (value: string) =>
    value.replace(/\$\{self:service\}/g, service).replace(/\$\{sls:stage\}/g, stage);
  /** Only values that are the stack's own: a business's setting or a resource is the bench's to give. */
  const literals = (block: string) =>
    Object.fromEntries(
      [...block.matchAll(/^ {6}([A-Z0-9_]+):\s*"?([^"\n]*?)"?\s*$/gm)]
        .map(([, name, value]) => [name as string, resolve(value as string)])
        .filter(([, value]) => !/\$\{|^!/.test(value as string)),
    );

  const provider = section(serverless, /^provider:\n/m, /^\S/m);
  const providerEnv = section(provider, /^ {2}environment:\n/m, /^ {2}\S/m).replace(/^ {4}/gm, '      ');
  const functions = section(serverless, /^functions:\n/m, /^\S/m);
  const own = section(functions, new RegExp(`^ {2}${fn}:\\n`, 'm'), /^ {2}\S/m);
  const ownEnv = section(own, /^ {4}environment:\n/m, /^ {4}\S/m);
  const environment = { ...literals(providerEnv), ...literals(ownEnv) };
  const declared = [...`${providerEnv}${ownEnv}`.matchAll(/^ {6}([A-Z0-9_]+):/gm)].map(
    ([, name]) => name as string,
  );
  const secrets = (environment.SSM_SECRETS ?? '').split(',').filter(Boolean);
  if (!environment.SSM_PARAMETER_PREFIX || secrets.length === 0)
    throw new Error(`serverless.yml: ${fn} reads no secrets from SSM`);
  const memoryMb = Number(/^ {4}memorySize:\s*(\d+)/m.exec(own)?.[1]);
  const role = /^ {4}role:\s*(\S+)/m.exec(own)?.[1];
  if (!role || !memoryMb) throw new Error(`serverless.yml: ${fn} has no role or memorySize`);

  const roleBlock = section(read('infra/resources.yml'), new RegExp(`^ {2}${role}:\\n`, 'm'), /^ {2}\S/m);
  const statement = roleBlock
    .split(/^ {14}- Effect:/m)
    .find((s) => /Action:\s*ssm:GetParameters\s*$/m.test(s));
  const readableParameters = [...(statement ?? '').matchAll(/:parameter(\/[^\s]+)$/gm)].map(([, arn]) =>
    resolve(arn as string),
  );
  return { environment, declared, secrets, memoryMb, readableParameters };
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** The lines after `start`'s match up to the next line matching `end`. */
function section(text: string, start: RegExp, end: RegExp): string {
  const from = start.exec(text);
  if (!from) throw new Error(`the stack's files have no ${start}`);
  const rest = text.slice(from.index + from[0].length);
  const to = end.exec(rest);
  return to ? rest.slice(0, to.index) : rest;
}
