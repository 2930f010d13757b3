// The remote's own entry: nothing runs here; the host loads the exposed module through the container.
export {};
