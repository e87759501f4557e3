import { platformOf } from '../../../../infra/lockfile/complete-optional-deps';

describe('platformOf', () => {
  it.each([
    ['@biomejs/cli-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@biomejs/cli-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@swc/core-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }],
    ['@swc/core-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
    ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
    ['@unrs/resolver-binding-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('reads %s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it('refuses a name that declares no platform', () => {
    expect(() => platformOf('@swc/core')).toThrow('cannot tell the platform');
  });
});
