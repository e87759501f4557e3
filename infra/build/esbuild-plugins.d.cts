import type { Plugin } from 'esbuild';

/** The plugins of every Lambda build (esbuild-plugins.cjs); each applies only to the builds it names. */
declare const plugins: Plugin[];
export = plugins;
