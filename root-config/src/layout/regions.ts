import type { ApplicationName, RegionName } from '../applications/applicationTable';

/** The page regions of index.html. */
export const regionIds: Readonly<Record<RegionName, string>> = {
  main: 'amparo-main',
  chromeTop: 'amparo-chrome-top',
};

export function regionElement(region: RegionName, doc: Document = document): HTMLElement {
  const element = doc.getElementById(regionIds[region]);
  if (!element) throw new Error(`index.html lacks #${regionIds[region]}`);
  return element;
}

/**
 * Each application renders into its own container inside its region, so that React roots, the
 * root's loading and error panels never share an element.
 */
export function applicationContainer(
  name: ApplicationName,
  region: RegionName,
  doc: Document = document,
): HTMLElement {
  const parent = regionElement(region, doc);
  const existing = parent.querySelector<HTMLElement>(`:scope > [data-amparo-app="${name}"]`);
  if (existing) return existing;
  const container = doc.createElement('div');
  container.dataset.amparoApp = name;
  parent.appendChild(container);
  return container;
}
