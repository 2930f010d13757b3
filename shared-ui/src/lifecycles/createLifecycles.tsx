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
  /** Given by the root: fetch this application again and mount it (`sectionUnavailableTexts.retry`). */
  readonly reloadApplication?: () => void;
}

export interface LifecycleOptions {
  /** Where to mount when single-spa-layout does not give a `domElement` (e.g. '#amparo-main'). */
  readonly domElementGetter?: (props: AppRootProps) => HTMLElement;
}

/**
 * Each application is its own React root with its own `identifierPrefix`. One react-dom numbers
 * `useId` across all roots, but a page that ends up with two copies (seen when a remote loaded its
 * own; also possible when a remote is deployed with another React) numbers from zero in each: the
 * chrome's dialog headings and a section's card headings then shared ids and `aria-labelledby` named
 * the wrong element. A prefix per application keeps every id unique either way. The count lives on
 * the page, not in this module, so that it holds even when a remote brought its own copy of shared-ui.
 */
function nextIdentifierPrefix(): string {
  const page = globalThis as { __amparoApplicationCount?: number };
  page.__amparoApplicationCount = (page.__amparoApplicationCount ?? 0) + 1;
  return `amparo${page.__amparoApplicationCount}-`;
}

function reactDomWithOwnIds(prefix: string): typeof ReactDOMClient {
  return {
    ...ReactDOMClient,
    createRoot: (container, rootOptions) =>
      ReactDOMClient.createRoot(container, { identifierPrefix: prefix, ...rootOptions }),
  };
}

/**
 * A micro-frontend's single-spa lifecycles in one call:
 * `export const { bootstrap, mount, unmount } = createLifecycles(CallsApp);`
 * The root component is wrapped in the services context and an error boundary whose
 * retry (`sectionUnavailableTexts.retry`) loads it again.
 */
export function createLifecycles<P extends AppRootProps>(
  Root: ComponentType<P>,
  options: LifecycleOptions = {},
) {
  const identifierPrefix = nextIdentifierPrefix();
  function ProvidedRoot(props: P & AppProps) {
    return (
      <ServicesProvider services={props.services}>
        <RecoverableBoundary reloadApplication={props.reloadApplication}>
          <Root {...props} />
        </RecoverableBoundary>
      </ServicesProvider>
    );
  }
  ProvidedRoot.displayName = `Amparo(${Root.displayName ?? Root.name ?? 'App'})`;

  return singleSpaReact<P>({
    React,
    ReactDOMClient: reactDomWithOwnIds(identifierPrefix),
    rootComponent: ProvidedRoot,
    errorBoundary: (_error, _info, props) => (
      <ErrorFallback onRetry={props.reloadApplication ?? (() => window.location.reload())} />
    ),
    ...(options.domElementGetter ? { domElementGetter: options.domElementGetter } : {}),
  });
}
