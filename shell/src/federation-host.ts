import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as Zustand from 'zustand';
import * as AppKit from '@tunne/app-kit';
import * as DesignSystem from '@tunne/design-system';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { init } from '@module-federation/enhanced/runtime';

/**
 * The shell as the Module Federation host, started once there is a session (App.tsx): the login page needs no
 * remote, so neither the federation runtime nor the share scope is on it (bench/README.md, "Delivery").
 *
 * The shell is built without the federation plugin (scripts/rspack-app.mjs); its own modules are the shared
 * singletons, handed to the runtime already loaded, so every remote runs with the very React, i18next, app-kit
 * (session store, i18n) and design system the shell runs with. `__TUNNE_SHARED__` is the build's list of them with
 * their versions — the list the remotes are built with.
 */
/**
 * A CommonJS package's exports object, as the federation plugin provides it and a remote's `import React from
 * 'react'` expects: rspack wraps it in a namespace object (`import * as`) whose `default` is the exports object.
 */
const commonJs = (namespace: object): unknown => ('default' in namespace ? namespace.default : namespace);

const modules: Record<string, unknown> = {
  react: commonJs(React),
  'react-dom': commonJs(ReactDom),
  'react-dom/client': commonJs(ReactDomClient),
  'react/jsx-runtime': commonJs(JsxRuntime),
  i18next: I18next,
  'react-i18next': ReactI18next,
  zustand: Zustand,
  '@tunne/app-kit': AppKit,
  '@tunne/design-system': DesignSystem,
};

let started = false;

export const startFederationHost = (): void => {
  if (started) return;
  started = true;
  // The runtime core the remotes use (they are built with `externalRuntime`): one federation runtime on the page.
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
  const shared = Object.fromEntries(
    Object.entries(__TUNNE_SHARED__).map(([name, { version, requiredVersion }]) => {
      const module = modules[name];
      if (module === undefined) throw new Error(`The shell does not provide the shared module ${name}`);
      return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion } }];
    }),
  );
  // The shell's copies are loaded already, so they win every singleton negotiation.
  init({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first' });
};
