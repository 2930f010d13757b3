import { createLifecycles } from '@amparo/shared-ui';
import { ChromeApp } from './chrome/ChromeApp';

export const { bootstrap, mount, unmount } = createLifecycles(ChromeApp);
