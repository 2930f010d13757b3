import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { AppServices } from '@amparo/shared-machines';
import { ServicesProvider } from '../services/ServicesContext';
import { ErrorFallback } from './ErrorFallback';
import { RecoverableBoundary } from './RecoverableBoundary';

/** The single-spa custom props every application's root component receives. */
export interface AppRootProps {
  readonly services: AppServices;
}

export interface LifecycleOptions {
  /** Where to mount when single-spa-layout does not give a `domElement` (e.g. '#amparo-main'). */
  readonly domElementGetter?: (props: AppRootProps) => HTMLElement;
}

/**
 * A micro-frontend's single-spa lifecycles in one call:
 * `export const { bootstrap, mount, unmount } = createLifecycles(CallsApp);`
 * The root component is wrapped in the services context and an error boundary whose
 * 'Tentar novamente' mounts it again.
 */
export function createLifecycles<P extends AppRootProps>(Root: ComponentType<P>, options: LifecycleOptions = {}) {
  function ProvidedRoot(props: P & AppProps) {
    return (
      <ServicesProvider services={props.services}>
        <RecoverableBoundary>
          <Root {...props} />
        </RecoverableBoundary>
      </ServicesProvider>
    );
  }
  ProvidedRoot.displayName = `Amparo(${Root.displayName ?? Root.name ?? 'App'})`;

  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: ProvidedRoot,
    errorBoundary: () => <ErrorFallback onRetry={() => window.location.reload()} />,
    ...(options.domElementGetter ? { domElementGetter: options.domElementGetter } : {}),
  });
}
