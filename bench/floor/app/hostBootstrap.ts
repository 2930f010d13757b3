import { init, loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication, start, type LifeCycles } from 'single-spa';
import { floorRemote } from './floorNames';

// The prescribed composition and nothing else: a single-spa root that sets up the Module Federation
// runtime, finds the remote's entry at run time and mounts the one application it exposes.
init({ name: 'floor_root', remotes: [{ name: floorRemote.name, entry: floorRemote.entry }] });

registerApplication({
  name: 'floor-home',
  app: async () => {
    const lifecycles = await loadRemote<LifeCycles>(`${floorRemote.name}/${floorRemote.exposed}`);
    if (!lifecycles) throw new Error('the floor remote exposed nothing');
    return lifecycles;
  },
  activeWhen: () => true,
});
start();
