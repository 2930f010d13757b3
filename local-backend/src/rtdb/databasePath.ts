/** Database paths as arrays of keys ('' is the root). */
export type PathKeys = readonly string[];

export function parsePath(pathString: string): string[] {
  return pathString.split('/').filter((segment) => segment.length > 0);
}

export function pathToString(keys: PathKeys): string {
  return keys.join('/');
}

export function joinPath(base: PathKeys, relative: PathKeys): string[] {
  return [...base, ...relative];
}

/** True when `ancestor` is `descendant` or one of its ancestors. */
export function isPathAtOrAbove(ancestor: PathKeys, descendant: PathKeys): boolean {
  if (ancestor.length > descendant.length) return false;
  for (let i = 0; i < ancestor.length; i += 1) {
    if (ancestor[i] !== descendant[i]) return false;
  }
  return true;
}

/** True when one path contains the other (a write at one changes what is seen at the other). */
export function pathsOverlap(a: PathKeys, b: PathKeys): boolean {
  return isPathAtOrAbove(a, b) || isPathAtOrAbove(b, a);
}
