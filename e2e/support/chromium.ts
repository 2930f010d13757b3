/** Debian's Chromium as every browser test launches it (the flags: scripts/lib/chromium.cjs). */
import type { LaunchOptions } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.cjs';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: [...chromiumFlags],
};
