import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { provideWakeLockEffects, type AppServices } from '@amparo/shared-machines';
import { fakeWakeLockHost } from '@amparo/shared-machines/testing';
import { ServicesProvider } from '@amparo/shared-ui';
import { KeepScreenOnSetting } from './KeepScreenOnSetting';

/** The setting over a wake lock actor on a fake browser, with a person signed in. */
function renderSetting(options: { readonly supported?: boolean; readonly stored?: string } = {}) {
  const browser = fakeWakeLockHost();
  if (options.stored) browser.stored.set('amparo.manterEcraLigado', options.stored);
  const host =
    options.supported === false ? { ...browser.host, wakeLock: undefined } : browser.host;
  const { machine, input } = provideWakeLockEffects(host);
  const wakeLock = createActor(machine, { input }).start();
  wakeLock.send({ type: 'PERSON_ARRIVED' });
  const services = { wakeLock } as unknown as AppServices;
  render(
    <ServicesProvider services={services}>
      <KeepScreenOnSetting className="setting" />
    </ServicesProvider>,
  );
  return { browser, wakeLock };
}

describe("the tablet's setting 'Manter o ecrã ligado'", () => {
  it('is on by default, and turning it off lets the screen go and is kept on the tablet', async () => {
    const { browser, wakeLock } = renderSetting();
    const setting = screen.getByRole('checkbox', { name: 'Manter o ecrã ligado' });
    expect(setting).toBeChecked();
    expect(browser.pendingRequests()).toBe(1);
    await userEvent.click(setting);
    expect(setting).not.toBeChecked();
    expect(wakeLock.getSnapshot().value).toEqual({ person: 'offBySetting' });
    expect(browser.stored.get('amparo.manterEcraLigado')).toBe('off');
    await userEvent.click(setting);
    expect(setting).toBeChecked();
    expect(browser.stored.get('amparo.manterEcraLigado')).toBe('on');
    expect(wakeLock.getSnapshot().value).toEqual({ person: { keeping: 'requesting' } });
  });

  it('shows what the tablet kept: turned off earlier, still off', () => {
    renderSetting({ stored: 'off' });
    expect(screen.getByRole('checkbox', { name: 'Manter o ecrã ligado' })).not.toBeChecked();
  });

  it('is not drawn where the browser cannot keep the screen on', () => {
    renderSetting({ supported: false });
    expect(screen.queryByRole('checkbox', { name: 'Manter o ecrã ligado' })).toBeNull();
  });
});
