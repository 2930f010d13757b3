import { fullScale } from './agedScale';

/**
 * The aged bench's command line: `--people <n>` (default the full scale), `--runs <n>` per carer
 * (at least 5 for the figures), `--timeout <s>` for one screen, `--throttle-network` to add
 * Lighthouse's mobile network to the CPU slowdown. Unknown words are refused.
 */
export interface AgedArguments {
  readonly people: number;
  readonly runs: number;
  readonly timeoutMs: number;
  readonly throttleNetwork: boolean;
}

export const defaultAgedArguments: AgedArguments = {
  people: fullScale.people,
  runs: 5,
  timeoutMs: 120_000,
  throttleNetwork: false,
};

export function parseAgedArguments(argv: readonly string[]): AgedArguments | { problem: string } {
  let parsed: AgedArguments = defaultAgedArguments;
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] as string;
    const count = (name: string, minimum: number): number | string => {
      const value = Number(argv[index + 1]);
      index += 1;
      return Number.isInteger(value) && value >= minimum
        ? value
        : `${name} needs a whole number ≥ ${minimum}`;
    };
    let value: number | string;
    switch (word) {
      case '--people':
        value = count(word, 1);
        if (typeof value === 'string') return { problem: value };
        parsed = { ...parsed, people: value };
        break;
      case '--runs':
        value = count(word, 1);
        if (typeof value === 'string') return { problem: value };
        parsed = { ...parsed, runs: value };
        break;
      case '--timeout':
        value = count(word, 1);
        if (typeof value === 'string') return { problem: value };
        parsed = { ...parsed, timeoutMs: value * 1000 };
        break;
      case '--throttle-network':
        parsed = { ...parsed, throttleNetwork: true };
        break;
      default:
        return { problem: `unknown argument ${word}` };
    }
  }
  return parsed;
}
