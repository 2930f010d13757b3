/** Root of one person's data (in a file of its own: the local copy's scope needs no record types). */
export function userRoot(uid: string): string {
  return `Newdata_${uid}`;
}
