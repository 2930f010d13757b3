import { runAssociationCommand } from './associationCommand';

// `npm run association -- <command>`: the association's administration (carers, registration code,
// history kept) on the local backend or, with --project, a real Firebase project. See
// associationCommand.ts.

runAssociationCommand(process.argv.slice(2), {
  env: process.env,
  // npm runs scripts from the repository's root; INIT_CWD is where the person typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `association: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
