/** The flags of the local backend's commands. */
export interface StartArguments {
  readonly seed: boolean;
  readonly verbose: boolean;
  readonly dataDir: string | undefined;
}

export function parseStartArguments(argv: readonly string[]): StartArguments {
  let seed = false;
  let verbose = false;
  let dataDir: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--seed') seed = true;
    else if (argument === '--verbose') verbose = true;
    else if (argument === '--data-dir') {
      dataDir = argv[index + 1];
      index += 1;
      if (dataDir === undefined || dataDir.startsWith('--'))
        throw new Error('--data-dir needs a folder');
    } else if (argument?.startsWith('--data-dir=')) dataDir = argument.slice('--data-dir='.length);
    else
      throw new Error(
        `unknown argument ${argument ?? ''} (known: --seed, --verbose, --data-dir <folder>)`,
      );
  }
  return { seed, verbose, dataDir };
}
