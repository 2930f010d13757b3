import type { AppRootProps } from '@amparo/shared-ui';
import { CallsScreen } from './calls-screen/CallsScreen';

/** The calls screen (/chamadas, /chamadas{code}): root-config mounts this app only on those routes. */
export function CallsApp(_props: AppRootProps) {
  return <CallsScreen />;
}
