import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorBoundaryFallback } from './ErrorBoundaryFallback.tsx';
import { registerRiskTranslations } from './i18n.ts';
import { Root, type RootProps } from './Root.tsx';

registerRiskTranslations();

/** The single-spa lifecycles the shell mounts for the risk settings pages (exposed as 'mf_risk/spa'). */
const lifecycles = singleSpaReact<RootProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error) => <ErrorBoundaryFallback error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
