import { createLifecycles } from '@amparo/shared-ui';
import { ShellApp } from './ShellApp';

export const { bootstrap, mount, unmount } = createLifecycles(ShellApp);
