import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAssociationConfig, type AppServices } from '@amparo/shared-machines';
import { useServices } from '../services/ServicesContext';
import { createLifecycles, type AppRootProps } from './createLifecycles';

const services = {
  association: defaultAssociationConfig,
  navigate: jest.fn(),
} as unknown as AppServices;

function singleSpaProps(domElement: HTMLElement) {
  return { name: 'test-app', singleSpa: {}, mountParcel: jest.fn(), services, domElement };
}

function Greeting(_props: AppRootProps) {
  const { association } = useServices();
  return <p>Olá da {association.providerName}</p>;
}

describe('createLifecycles', () => {
  let domElement: HTMLElement;
  // single-spa-react's mount() resolves once React has committed, which never happens inside act():
  // these tests drive the real lifecycles as single-spa does, outside the act environment.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    domElement = document.createElement('div');
    document.body.append(domElement);
  });
  afterEach(() => {
    domElement.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts the root component with the services in context, and unmounts it', async () => {
    const lifecycles = createLifecycles(Greeting);
    const props = singleSpaProps(domElement);
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    expect(within(domElement).getByText('Olá da ProBranca')).toBeInTheDocument();
    await lifecycles.unmount(props as never);
    expect(within(domElement).queryByText('Olá da ProBranca')).not.toBeInTheDocument();
  });

  it("shows the platform's one calm message when the app fails, and 'Tentar novamente' mounts it again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile(_props: AppRootProps) {
      if (broken) throw new Error('boom');
      return <p>Tudo bem</p>;
    }
    const lifecycles = createLifecycles(Fragile);
    const props = singleSpaProps(domElement);
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    expect(
      within(screen.getByRole('alert')).getByRole('heading', {
        name: 'Esta secção não está disponível de momento.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Tudo bem')).toBeInTheDocument();
    await lifecycles.unmount(props as never);
    jest.restoreAllMocks();
  });

  it("asks the root to load the app again when the root gives it the way ('Tentar novamente')", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(_props: AppRootProps): never {
      throw new Error('boom');
    }
    const reloadApplication = jest.fn();
    const lifecycles = createLifecycles(Broken);
    const props = { ...singleSpaProps(domElement), reloadApplication };
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reloadApplication).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await lifecycles.unmount(props as never);
    jest.restoreAllMocks();
  });
});
