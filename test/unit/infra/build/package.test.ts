import { join } from 'node:path';
import { stageProblem } from '../../../../infra/build/package';

const ROOT = join(__dirname, '..', '..', '..', '..');

describe('npm run package arguments', () => {
  it('packages a stage that has its business file', () => {
    expect(stageProblem(['--stage', 'example'], ROOT)).toBeUndefined();
  });

  it('tells a newcomer what to do: no stage, an odd stage, or a business without its file', () => {
    expect(stageProblem([], ROOT)).toContain('Usage: npm run package -- --stage <business>');
    expect(stageProblem(['--stage', '--verbose'], ROOT)).toContain('Usage');
    expect(stageProblem(['--stage', 'Acme Laundry'], ROOT)).toContain('lowercase letters, digits and dashes');
    expect(stageProblem(['--stage', 'acme'], ROOT)).toBe(
      'There is no infra/businesses/acme.yml: copy infra/businesses/example.yml to it and fill it in.',
    );
  });
});
