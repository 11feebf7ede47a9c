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

/** One instance each at run time (foundation contract): the remote takes the shell's copy. */
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
      publicPath: '/app/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'tunne_shell',
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
      new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      new ModuleFederationPlugin({
        name: 'shell',
        shared,
        dts: false,
        manifest: false,
      }),
    ],
    optimization: { minimize: production },
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
