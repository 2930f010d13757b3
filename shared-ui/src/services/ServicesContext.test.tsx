import { render, screen } from '@testing-library/react';
import { defaultAssociationConfig, type AppServices } from '@amparo/shared-machines';
import { ServicesProvider, useServices } from './ServicesContext';

function ProviderName() {
  const { association } = useServices();
  return <p>{association.providerName}</p>;
}

describe('ServicesProvider / useServices', () => {
  it('gives every component the same services', () => {
    const services = {
      association: defaultAssociationConfig,
      navigate: jest.fn(),
    } as unknown as AppServices;
    render(
      <ServicesProvider services={services}>
        <ProviderName />
      </ServicesProvider>,
    );
    expect(screen.getByText('ProBranca')).toBeInTheDocument();
  });

  it('says what is missing when there is no provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ProviderName />)).toThrow(/ServicesProvider/);
    jest.restoreAllMocks();
  });
});
