// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const pkg = readJson(resolve(here, 'package.json'));
const version = (name) => readJson(resolve(here, '../node_modules', name, 'package.json')).version;

/** The same singletons as the shell (foundation contract): at run time the shell's copies are used. */
const singletons = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'i18next', 'react-i18next', 'zustand', '@tunne/app-kit', '@tunne/design-system'];
const packageOf = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
const shared = Object.fromEntries(
  singletons.map((name) => {
    const owner = packageOf(name);
    const range = pkg.dependencies[owner] ?? version(owner);
    return [name, { singleton: true, eager: false, requiredVersion: range === '*' ? version(owner) : range, version: version(owner) }];
  }),
);

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: here,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: {
      path: resolve(here, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'tunne_mf_risk',
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
      new ModuleFederationPlugin({
        name: 'mf_risk',
        filename: 'remoteEntry.js',
        // The single-spa lifecycles (settings pages), and the customer card's risk sections that mf-customers mounts,
        // and the settings sections a settings remote may mount in its own frame.
        exposes: { './spa': './src/lifecycles.tsx', './CardSections': './src/card-sections.tsx', './SettingsSections': './src/settings-sections.tsx' },
        shared,
        dts: false,
        manifest: true,
      }),
    ],
    optimization: { minimize: production },
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
