/**
 * The root's own calm states inside #amparo-main: 'A carregar…' while the auth state is unknown (no
 * flash of the login for a signed-in person), and the message shown when a section cannot be loaded
 * or fails, with 'Tentar novamente' and a way home. Plain DOM: root-config has no React.
 */
import { sectionUnavailableTexts } from '@amparo/shared-machines';

const panelAttribute = 'data-amparo-root-panel';

export const loadingText = 'A carregar…';

export function clearPanel(main: HTMLElement): void {
  main.querySelectorAll(`:scope > [${panelAttribute}]`).forEach((panel) => panel.remove());
}

export function currentPanel(main: HTMLElement): string | null {
  return main.querySelector(`:scope > [${panelAttribute}]`)?.getAttribute(panelAttribute) ?? null;
}

export function showLoading(main: HTMLElement): void {
  if (currentPanel(main) === 'loading') return;
  clearPanel(main);
  const status = main.ownerDocument.createElement('p');
  status.setAttribute(panelAttribute, 'loading');
  status.setAttribute('role', 'status');
  status.className = 'amparo-root-status';
  status.textContent = loadingText;
  main.prepend(status);
}

export interface UnavailableActions {
  /** Which section is unavailable: showing the same one again keeps the panel (and focus) as it is. */
  readonly section: string;
  readonly onRetry: () => void;
  readonly onHome: () => void;
  readonly homeHref: string;
}

export function showUnavailable(main: HTMLElement, actions: UnavailableActions): void {
  const shown = main.querySelector(`:scope > [${panelAttribute}="unavailable"]`);
  if (shown?.getAttribute('data-section') === actions.section) return;
  clearPanel(main);
  const doc = main.ownerDocument;
  const panel = doc.createElement('section');
  panel.setAttribute(panelAttribute, 'unavailable');
  panel.setAttribute('data-section', actions.section);
  panel.className = 'amparo-root-unavailable';
  panel.setAttribute('aria-labelledby', 'amparo-unavailable-heading');

  const heading = doc.createElement('h1');
  heading.id = 'amparo-unavailable-heading';
  heading.tabIndex = -1;
  heading.textContent = sectionUnavailableTexts.heading;

  const body = doc.createElement('p');
  body.textContent = sectionUnavailableTexts.body;

  const retry = doc.createElement('button');
  retry.type = 'button';
  retry.className = 'amparo-root-button amparo-root-button--primary';
  retry.textContent = sectionUnavailableTexts.retry;
  retry.addEventListener('click', () => {
    retry.disabled = true;
    actions.onRetry();
  });

  const home = doc.createElement('a');
  home.href = actions.homeHref;
  home.className = 'amparo-root-button';
  home.textContent = sectionUnavailableTexts.home;
  home.addEventListener('click', (event) => {
    event.preventDefault();
    actions.onHome();
  });

  const actionsRow = doc.createElement('div');
  actionsRow.className = 'amparo-root-actions';
  actionsRow.append(retry, home);
  panel.append(heading, body, actionsRow);
  main.prepend(panel);
}
