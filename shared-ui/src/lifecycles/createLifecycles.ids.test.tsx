import { useId } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { defaultAssociationConfig, type AppServices } from '@amparo/shared-machines';
import { createLifecycles, type AppRootProps } from './createLifecycles';

jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof import('react-dom/client')>('react-dom/client');
  return { ...actual, createRoot: jest.fn(actual.createRoot) };
});

const services = {
  association: defaultAssociationConfig,
  navigate: jest.fn(),
} as unknown as AppServices;

function Labelled({ label }: AppRootProps & { readonly label: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
    </section>
  );
}

describe('createLifecycles: each application numbers its ids under its own prefix', () => {
  // Each application is its own React root. Should two copies of react-dom ever be in the page (a
  // remote deployed with another React), each would number useId from zero: the chrome's dialog
  // headings and a section's card headings would share ids and aria-labelledby name the wrong one.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('gives each application root a distinct identifierPrefix, used by its useId', async () => {
    const createRoot = ReactDOMClient.createRoot as jest.Mock;
    createRoot.mockClear();
    const chrome = createLifecycles((props: AppRootProps) => (
      <Labelled {...props} label="Informações" />
    ));
    const section = createLifecycles((props: AppRootProps) => (
      <Labelled {...props} label="Próximas consultas:" />
    ));
    const mounted: { lifecycles: typeof chrome; props: object; domElement: HTMLElement }[] = [];
    for (const [name, lifecycles] of [
      ['chrome', chrome],
      ['health', section],
    ] as const) {
      const domElement = document.createElement('div');
      document.body.append(domElement);
      const props = { name, singleSpa: {}, mountParcel: jest.fn(), services, domElement };
      await lifecycles.bootstrap(props as never);
      await lifecycles.mount(props as never);
      mounted.push({ lifecycles, props, domElement });
    }
    const prefixes = createRoot.mock.calls.map(
      (call) => (call[1] as { identifierPrefix?: string } | undefined)?.identifierPrefix,
    );
    expect(prefixes).toHaveLength(2);
    expect(prefixes.every((prefix) => typeof prefix === 'string' && prefix !== '')).toBe(true);
    expect(new Set(prefixes).size).toBe(2);
    mounted.forEach(({ domElement }, index) => {
      expect(domElement.querySelector('h2')?.id).toContain(prefixes[index]);
    });
    for (const { lifecycles, props, domElement } of mounted) {
      await lifecycles.unmount(props as never);
      domElement.remove();
    }
  });
});
