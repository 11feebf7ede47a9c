// @ts-check
// The one rspack configuration of the shell and every remote: the same loaders, output naming and Module Federation
// singletons everywhere, so a remote can never disagree with the shell about what is shared.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.mjs';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** One instance each at run time (foundation contract): a remote takes the shell's copy. */
const singletons = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'i18next', 'react-i18next', 'zustand', '@tunne/app-kit', '@tunne/design-system'];
const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);

/** @param {string} here the app's folder */
const sharedOf = (here) => {
  const pkg = readJson(resolve(here, 'package.json'));
  const version = (name) => readJson(resolve(here, '../node_modules', name, 'package.json')).version;
  return Object.fromEntries(
    singletons.map((name) => {
      const owner = packageOf(name);
      const range = pkg.dependencies[owner] ?? version(owner);
      return [name, { singleton: true, eager: false, requiredVersion: range === '*' ? version(owner) : range, version: version(owner) }];
    }),
  );
};

/** A remote's section kinds (src/remote.json) and the module each is exposed as (app-kit createRemote). */
const sectionExposes = { cardSections: './CardSections', homeSections: './HomeSections', settingsSections: './SettingsSections' };

/**
 * A remote's build (issue 12 §5): its own src/remote.json says its federation name, routes, add-menu entries and
 * sections; the exposes follow from it (all from src/remote.tsx, where createRemote makes them), and the build writes
 * it to dist/remote.json, from which the gateway assembles /app/remotes.json.
 * @param {string} here the remote's folder
 */
export const rspackRemote = (here) => {
  const descriptor = readJson(resolve(here, 'src/remote.json'));
  if (!/^[A-Za-z_$][\w$]*$/.test(descriptor.name ?? '')) throw new Error(`${here}/src/remote.json: name must be a JS identifier`);
  if (!Array.isArray(descriptor.routes) || !descriptor.routes.every((route) => typeof route === 'string' && route.startsWith('/'))) {
    throw new Error(`${here}/src/remote.json: routes must be paths inside /app`);
  }
  const exposes = { './spa': './src/remote.tsx' };
  for (const [kind, expose] of Object.entries(sectionExposes)) if (descriptor[kind]?.length) exposes[expose] = `./src/remote.tsx?${expose.slice(2)}`;
  return rspackApp({ here, name: descriptor.name, exposes, descriptor });
};

/** Writes the remote's descriptor beside its remoteEntry.js. */
class RemoteDescriptorPlugin {
  /** @param {object} descriptor */
  constructor(descriptor) {
    this.descriptor = descriptor;
  }
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteDescriptorPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('remote.json', new rspack.sources.RawSource(`${JSON.stringify(this.descriptor, null, 2)}\n`));
      });
    });
  }
}

/**
 * @typedef {object} AppOptions
 * @property {string} here the app's folder (holds package.json, src/ and dist/)
 * @property {string} name the federation name, a JS identifier ('shell', 'mf_customers', ...)
 * @property {Record<string, string>} [exposes] a remote's modules; a remote always exposes './spa'
 * @property {boolean} [host] the shell: served under /app/ with its index.html, no remote entry or manifest
 * @property {object} [descriptor] a remote's src/remote.json, written to dist/remote.json
 */

/**
 * @typedef {object} BuildOptions
 * @property {string} here the app's folder (holds package.json, src/ and dist/)
 * @property {string} entry the entry module, relative to `here`
 * @property {string} publicPath where the built files are served ('auto' for a remote)
 * @property {string} uniqueName the build's own name for its chunk loading
 * @property {(production: boolean) => import('@rspack/core').RspackPluginInstance[]} plugins the build's own plugins
 */

/**
 * What every frontend build shares (the shell, the remotes and the public pages): the loaders, the output naming,
 * NODE_ENV, the precompressed twins and the settings; each build adds its own plugins.
 * @param {BuildOptions} build @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export const rspackBuild = (build) => (_env, argv) => {
  const production = argv.mode !== 'development';
  const hashed = (ext) => (production ? `[name].[contenthash:10].${ext}` : `[name].${ext}`);
  return {
    context: build.here,
    mode: production ? 'production' : 'development',
    entry: { main: build.entry },
    output: {
      path: resolve(build.here, 'dist'),
      publicPath: build.publicPath,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: build.uniqueName,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 111, firefox >= 113, safari >= 16.4' },
          },
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(woff2?|ttf|eot|png|svg|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ...build.plugins(production),
      // The gateway serves these twins by Accept-Encoding (services/gateway/src/precompressed.ts).
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production },
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};

/** @param {AppOptions} app @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export const rspackApp = (app) =>
  rspackBuild({
    here: app.here,
    entry: './src/index.ts',
    publicPath: app.host ? '/app/' : 'auto',
    uniqueName: app.host ? 'tunne_shell' : `tunne_${app.name}`,
    plugins: () => [
      // The shell's icon: dist/favicon.svg and its <link rel="icon"> (the gateway answers /favicon.ico with it too).
      ...(app.host ? [new rspack.HtmlRspackPlugin({ template: './src/index.html', favicon: './src/favicon.svg', scriptLoading: 'defer' })] : []),
      ...(app.descriptor ? [new RemoteDescriptorPlugin(app.descriptor)] : []),
      // The shell is no federation build: it starts the runtime itself once there is a session, with its own modules
      // as the shared singletons (shell/src/federation-host.ts), so the login page carries no federation runtime.
      app.host
        ? new rspack.DefinePlugin({ __TUNNE_SHARED__: JSON.stringify(sharedOf(app.here)) })
        : new ModuleFederationPlugin({
            name: app.name,
            filename: 'remoteEntry.js',
            exposes: app.exposes ?? {},
            shared: sharedOf(app.here),
            dts: false,
            manifest: true,
            // One Module Federation runtime on the page (bench/delivery): the shell provides its runtime core to the
            // remotes, whose entries then carry only their containers. No Node.js loading code; a remote never loads
            // another remote itself (the shell does, app-kit remote-sections), so it needs neither remote loading nor
            // the manifest snapshots.
            experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
          }),
    ],
  });
