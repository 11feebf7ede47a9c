// @ts-check
// The recipients' public pages (issue 13): a plain single-page build served by the gateway under /p/. It shares no
// runtime with the staff shell (no Module Federation) and loads nothing of it.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from '../scripts/precompress.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  const hashed = (/** @type {string} */ ext) => (production ? `[name].[contenthash:10].${ext}` : `[name].${ext}`);
  return {
    context: here,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: resolve(here, 'dist'),
      publicPath: '/p/',
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'tunne_public',
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
      new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      // The gateway serves these twins by Accept-Encoding (services/gateway/src/precompressed.ts).
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production },
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
