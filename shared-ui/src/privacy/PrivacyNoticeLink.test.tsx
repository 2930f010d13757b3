import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAssociationConfig, type AppServices } from '@amparo/shared-machines';
import { ServicesProvider } from '../services/ServicesContext';
import { PrivacyNoticeLink } from './PrivacyNoticeLink';

function servicesWith(navigate: (path: string) => void): AppServices {
  return { association: defaultAssociationConfig, navigate } as unknown as AppServices;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PrivacyNoticeLink', () => {
  it.each([
    ['/registarsegredo', '/privacidade?voltar=%2Fregistarsegredo'],
    ['/pessoas', '/privacidade?voltar=%2Fpessoas'],
    ['/chamadas?x=1', '/privacidade?voltar=%2Fchamadas%3Fx%3D1'],
  ])('from %s leads to the notice and back: %s', async (here, href) => {
    window.history.replaceState(null, '', here);
    const navigate = jest.fn();
    const followed = jest.fn();
    render(
      <ServicesProvider services={servicesWith(navigate)}>
        <PrivacyNoticeLink onClick={followed} />
      </ServicesProvider>,
    );
    const link = screen.getByRole('link', { name: 'Aviso de privacidade' });
    expect(link).toHaveAttribute('href', href);
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(href);
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
