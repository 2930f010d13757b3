import { createLifecycles } from '@amparo/shared-ui';
import { GamesApp } from './GamesApp';

export const { bootstrap, mount, unmount } = createLifecycles(GamesApp);
