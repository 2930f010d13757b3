import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { FloorHome } from './FloorHome';
import { floorMountId } from './floorNames';

// single-spa-react's lifecycles, as every Amparo section exposes them (shared-ui's createLifecycles).
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: FloorHome,
  domElementGetter: () => {
    const element = document.getElementById(floorMountId);
    if (!element) throw new Error(`no #${floorMountId} in the floor page`);
    return element;
  },
});
