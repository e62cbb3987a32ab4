// The one Rspack + Module Federation definition every app builds from (shell and the four remotes).
// The singleton list lives here and only here: a library missing from it loads twice and breaks
// React context or a zustand store silently (see docs/decisions/001-federation.md).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const sharedPackage = require('./shared/package.json') as { version: string; exports: Record<string, string> };

/** Dev-server ports; the shell proxies /api and /remotes.json to the API on 3000 in dev. */
export const DEV_PORTS = {
  shell: 3100,
  mfe_rankings: 3101,
  mfe_fighter: 3102,
  mfe_community: 3103,
  mfe_account: 3104,
} as const;

export type AppName = keyof typeof DEV_PORTS;

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'zustand/middleware',
];

/** lipis/flag-icons, 4:3, one file per ISO alpha-2 code (regional flags such as gb-eng are left out). */
const MARKDOWN_LOADER = fileURLToPath(new URL('./scripts/markdown-loader.mjs', import.meta.url));

const FLAG_DIR = path.join(
  path.dirname(require.resolve('flag-icons/package.json', { paths: [fileURLToPath(new URL('./shared/', import.meta.url))] })),
  'flags',
  '4x3',
);

/** One hash for the whole set: a flag-icons upgrade changes every URL, so the files can be immutable. */
const FLAG_SET_HASH = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(FLAG_DIR).sort()) hash.update(file).update(readFileSync(path.join(FLAG_DIR, file)));
  return hash.digest('hex').slice(0, 8);
})();

const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);

function versionOf(name: string): string {
  const { version } = require(`${packageOf(name)}/package.json`) as { version: string };
  return version;
}

type SharedItem = { singleton: true; version: string; requiredVersion: string; eager: false; strictVersion: false };

/**
 * What every app shares, each at the version installed here and requiring the range the app declares in
 * its own package.json: a remote built against `"react": "^19.3.1"` states that in its manifest, and
 * the shell refuses the remote (docs/decisions/024-independent-remotes.md) when its copy does not fit.
 */
export function sharedConfig(dependencies: Record<string, string>): Record<string, SharedItem> {
  const range = (name: string, installed: string) => dependencies[packageOf(name)] ?? `^${installed}`;
  const shared: Record<string, SharedItem> = {};
  for (const name of SINGLETONS) {
    const version = versionOf(name);
    shared[name] = { singleton: true, version, requiredVersion: range(name, version), eager: false, strictVersion: false };
  }
  // Every public subpath of @fightrank/shared that holds code with identity (stores, the QueryClient's
  // factories, ApiError, React components) is its own request, so each is shared by name. Contracts are
  // plain types and constants (a copy per app is harmless); testing and standalone never run in the site.
  const NOT_SHARED = new Set(['./package.json', './contracts', './contracts/password-strength', './testing', './standalone']);
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (NOT_SHARED.has(subpath) || subpath.endsWith('.css')) continue;
    const name = `@fightrank/shared${subpath.slice(1)}`;
    shared[name] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: range(name, sharedPackage.version),
      eager: false,
      strictVersion: false,
    };
  }
  return shared;
}

function appDependencies(context: string): Record<string, string> {
  const appPackage = JSON.parse(readFileSync(path.join(context, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return appPackage.dependencies ?? {};
}

/**
 * The app's HTML page. The shell's is the site; a remote's is only its standalone dev harness, served
 * at the dev server's root, so deep links like /rankings/global still find /main.js.
 */
function standalonePage(isShell: boolean, isProd: boolean, context: string, name: AppName) {
  return new rspack.HtmlRspackPlugin({
    ...(isShell
      ? { template: path.join(context, 'index.html') }
      : { template: fileURLToPath(new URL('./remote-standalone.html', import.meta.url)), title: `FightRank ${name} (standalone)` }),
    ...(isProd ? {} : { publicPath: '/' }),
  });
}

export interface FederatedAppOptions {
  name: AppName;
  /** import.meta.url of the app's rspack.config.ts. */
  configUrl: string;
  /** Remote only: the page modules it exposes, e.g. { './pound-for-pound-page': './src/pages/pound-for-pound-page.tsx' }. */
  exposes?: Record<string, string>;
  mode?: 'development' | 'production';
}

export function createFederatedApp({ name, configUrl, exposes, mode }: FederatedAppOptions): Configuration {
  const isProd = (mode ?? process.env.NODE_ENV) !== 'development';
  const isShell = name === 'shell';
  const context = path.dirname(new URL(configUrl).pathname);
  const port = DEV_PORTS[name];
  const shared = sharedConfig(appDependencies(context));
  return {
    context,
    mode: isProd ? 'production' : 'development',
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    // A remote's production build is only what the shell loads (manifest, remoteEntry, chunks): its
    // standalone page needs the MF runtime of its own, which production remotes borrow from the shell.
    entry: isShell || !isProd ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(context, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProd } },
            },
            env: { targets: 'chrome >= 111, firefox >= 113, safari >= 16.4' },
          },
        },
        { test: /\.css$/, use: ['postcss-loader'], type: 'css/auto' },
        // Our docs arrive as React elements made at build time (scripts/markdown-loader.mjs), not as Markdown.
        { test: /\.md$/, loader: MARKDOWN_LOADER, type: 'javascript/auto' },
      ],
    },
    plugins: [
      ...(isShell || !isProd ? [standalonePage(isShell, isProd, context, name)] : []),
      ...(existsSync(path.join(context, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
      // Flags (shared/src/ui/flag-url.ts): one SVG per country, named by the hash of the whole set.
      new rspack.CopyRspackPlugin({ patterns: [{ from: FLAG_DIR, to: `flags/[name].${FLAG_SET_HASH}[ext]`, globOptions: { ignore: ['**/*-*.svg'] } }] }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isProd ? 'production' : 'development'),
        __FLAG_SET_HASH__: JSON.stringify(FLAG_SET_HASH),
        // What this app provides (the shell checks each remote's manifest against it before loading it).
        __SHARED_VERSIONS__: JSON.stringify(Object.fromEntries(Object.entries(shared).map(([key, item]) => [key, item.version]))),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        shared,
        manifest: true,
        dts: false,
        // One federation runtime per page (docs/decisions/023-first-paint-budget.md): the shell bundles
        // runtime-core and puts it on globalThis; production remotes leave it out of remoteEntry.js and
        // use the shell's. In dev each remote keeps its own so its standalone harness runs alone.
        experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: isProd },
      }),
    ],
    devServer: {
      port,
      hot: true,
      // Every app serves its pages at their real paths and reaches the API on :3000: the shell composed,
      // a remote standalone (shared/standalone).
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json'], target: 'http://127.0.0.1:3000', changeOrigin: false }],
    },
    // Lazy compilation turns the async bootstrap into a proxy that compiles on first request, which
    // leaves the composed dev page blank until a reload; compiling eagerly costs ~1 s per app.
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
