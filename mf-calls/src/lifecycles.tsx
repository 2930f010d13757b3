import { createLifecycles } from '@amparo/shared-ui';
import { CallsApp } from './CallsApp';

export const { bootstrap, mount, unmount } = createLifecycles(CallsApp);
