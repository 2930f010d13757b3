/**
 * A value made the first time it is asked for, then kept. For what is costly to make and not needed
 * when a module is evaluated: the page's first `Intl.DateTimeFormat` loads the browser's date data
 * (tens of milliseconds on a tablet, in the task that makes it), so a formatter built at a module's top
 * level would add that to the start-up of every screen that imports it, whether it shows a date or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { readonly value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
