import type { BottomNavSection, ScreenId } from '@amparo/shared-machines';
import type { IconName } from '@amparo/shared-ui';

export type BottomNavEntry =
  | {
      readonly kind: 'section';
      readonly label: string;
      readonly icon: IconName;
      readonly section: BottomNavSection;
      readonly screen: ScreenId;
    }
  | { readonly kind: 'dialog'; readonly label: string; readonly icon: IconName };

/** docs/product.md: Addresses and screens: Início, Chamadas, Saúde, YouTube, ProBranca, Jogos. ProBranca opens its dialog. */
export const bottomNavEntries: readonly BottomNavEntry[] = [
  { kind: 'section', label: 'Início', icon: 'home', section: 'home', screen: 'home' },
  { kind: 'section', label: 'Chamadas', icon: 'phone', section: 'calls', screen: 'calls' },
  { kind: 'section', label: 'Saúde', icon: 'health', section: 'health', screen: 'health' },
  { kind: 'section', label: 'YouTube', icon: 'video', section: 'videos', screen: 'videos' },
  { kind: 'dialog', label: 'ProBranca', icon: 'meeting' },
  { kind: 'section', label: 'Jogos', icon: 'games', section: 'games', screen: 'gamesHub' },
];
