/** The floor's one remote: its federation name, where its entry is served, what it exposes. */
export const floorRemote = {
  name: 'floor_home',
  entry: '/home/remoteEntry.js',
  exposed: 'home',
} as const;

/** The element the floor's application draws into (in the floor page's HTML). */
export const floorMountId = 'floor-main';
