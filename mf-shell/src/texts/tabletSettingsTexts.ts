/**
 * The tablet's own settings on home (`home/today/KeepScreenOnSetting.tsx`): kept on this tablet, not in
 * the account.
 */
export const tabletSettingsTexts = {
  keepScreenOn: 'Manter o ecrã ligado',
} as const;
