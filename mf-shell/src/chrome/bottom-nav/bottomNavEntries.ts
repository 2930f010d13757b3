import type { BottomNavSection, ScreenId } from '@amparo/shared-machines';
import type { IconName } from '@amparo/shared-ui';
import { sectionNamesTexts as names } from '../../texts/sectionNamesTexts';

export type BottomNavEntry =
  | {
      readonly kind: 'section';
      readonly label: string;
      readonly icon: IconName;
      readonly section: BottomNavSection;
      readonly screen: ScreenId;
    }
  | { readonly kind: 'dialog'; readonly label: string; readonly icon: IconName };

/**
 * docs/product.md: Addresses and screens: the bottom bar's six entries, in order (their names are
 * sectionNamesTexts). ProBranca's entry opens its dialog.
 */
export const bottomNavEntries: readonly BottomNavEntry[] = [
  { kind: 'section', label: names.home, icon: 'home', section: 'home', screen: 'home' },
  { kind: 'section', label: names.calls, icon: 'phone', section: 'calls', screen: 'calls' },
  { kind: 'section', label: names.health, icon: 'health', section: 'health', screen: 'health' },
  { kind: 'section', label: names.videos, icon: 'video', section: 'videos', screen: 'videos' },
  { kind: 'dialog', label: names.probranca, icon: 'meeting' },
  { kind: 'section', label: names.games, icon: 'games', section: 'games', screen: 'gamesHub' },
];
