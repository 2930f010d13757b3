import { parseArgs } from 'node:util';

/** The flags of the local backend's start command. */
export interface StartArguments {
  readonly seed: boolean;
  readonly verbose: boolean;
  readonly dataDir: string | undefined;
}

const usage = 'known: --seed, --verbose, --data-dir <folder>';

/** `--seed`, `--verbose`, `--data-dir <folder>` (or `--data-dir=<folder>`); anything else is refused. */
export function parseStartArguments(argv: readonly string[]): StartArguments {
  let values: { seed?: boolean; verbose?: boolean; 'data-dir'?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        seed: { type: 'boolean' },
        verbose: { type: 'boolean' },
        'data-dir': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message} (${usage})`);
  }
  const dataDir = values['data-dir'];
  if (dataDir !== undefined && (dataDir === '' || dataDir.startsWith('--')))
    throw new Error('--data-dir needs a folder');
  return { seed: values.seed ?? false, verbose: values.verbose ?? false, dataDir };
}
