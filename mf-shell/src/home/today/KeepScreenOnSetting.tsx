import { useSelector } from '@xstate/react';
import { keepScreenOnEnabled } from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';
import { tabletSettingsTexts as texts } from '../../texts/tabletSettingsTexts';

export interface KeepScreenOnSettingProps {
  /** The look of the tablet's settings where it is shown (the day panel's). */
  readonly className?: string;
}

/**
 * The tablet's setting for keeping the screen on while Amparo is open (the wake lock machine, the root's
 * `services.wakeLock`): a tick box that sends the machine the new setting. Not drawn where the browser
 * cannot keep the screen on.
 */
export function KeepScreenOnSetting({ className }: KeepScreenOnSettingProps) {
  const { wakeLock } = useServices();
  const supported = useSelector(wakeLock, (snapshot) => snapshot.context.supported);
  const enabled = useSelector(wakeLock, keepScreenOnEnabled);
  if (!supported) return null;
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={enabled}
        onChange={(event) =>
          wakeLock.send({ type: 'SETTING_CHANGED', enabled: event.target.checked })
        }
      />
      {texts.keepScreenOn}
    </label>
  );
}
