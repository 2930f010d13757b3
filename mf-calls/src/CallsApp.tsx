import type { AppRootProps } from '@amparo/shared-ui';
import { CallsScreen } from './calls-screen/CallsScreen';

/** Chamadas (/chamadas and /chamadas{secret}): root-config mounts this app only on those routes. */
export function CallsApp(_props: AppRootProps) {
  return <CallsScreen />;
}
