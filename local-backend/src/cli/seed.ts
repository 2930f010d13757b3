import { seedDemoData } from '../index';
import { readConfiguredEmulators, resolveEmulatorPorts } from '../ports/emulatorPorts';

// `npm run seed -w local-backend`: creates the demo association on the running local backend (or on
// the official emulators on the same ports). AMPARO_SECRET overrides the association's code
// (`ProBrancaSec`); the *_EMULATOR_PORT variables the ports.

async function main(): Promise<void> {
  const ports = resolveEmulatorPorts({}, process.env, readConfiguredEmulators().ports);
  const summary = await seedDemoData({ ports });
  const describe = (account: { email: string; created: boolean; uid: string }): string =>
    `${account.email} (${account.created ? 'created' : 'existing'}, uid ${account.uid})`;
  process.stdout.write(
    `Amparo demo data seeded: registration code "${summary.associationCode}"; members ${summary.accounts.map(describe).join(', ')}; ` +
      `carers ${summary.carers.map(describe).join(', ')}; ` +
      `${summary.records.contacts} contacts, ${summary.records.appointments} appointments, ${summary.records.medications} medicines under Newdata_${summary.patientUid}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Amparo seed failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
