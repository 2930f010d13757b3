// The phone-number metadata the tablets carry: libphonenumber-js's own (metadata.min.json, Google's
// libphonenumber data) kept to the countries an association's people call — Portugal, the countries of
// its emigrant families, and the Portuguese-speaking ones — so the formatter costs a few kilobytes, not
// the whole world's. libphonenumber-js documents this use ("custom metadata"): the same data, fewer
// countries. `node tools/phone/phoneMetadata.mjs` writes shared-machines/src/phone/phoneMetadata.json;
// tools/phone/phoneMetadata.test.ts fails when the committed file is not what this writes from the
// installed library.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** ISO 3166 codes of the countries whose numbers are shown grouped; others are shown as typed. */
export const phoneCountries = [
  'PT',
  'ES',
  'FR',
  'CH',
  'LU',
  'DE',
  'GB',
  'BE',
  'NL',
  'IT',
  'IE',
  'AD',
  'US',
  'CA',
  'BR',
  'VE',
  'ZA',
  'AU',
  'AO',
  'MZ',
  'CV',
  'GW',
  'ST',
  'TL',
];

export function phoneMetadata() {
  const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
  const callingCodes = {};
  for (const [code, countries] of Object.entries(metadata.country_calling_codes)) {
    const kept = countries.filter((country) => phoneCountries.includes(country));
    if (kept.length > 0) callingCodes[code] = kept;
  }
  const countries = Object.fromEntries(
    phoneCountries.map((country) => [country, metadata.countries[country]]),
  );
  return {
    version: metadata.version,
    country_calling_codes: callingCodes,
    countries,
    nonGeographic: {},
  };
}

export const phoneMetadataPath = path.join(
  import.meta.dirname,
  '..',
  '..',
  'shared-machines',
  'src',
  'phone',
  'phoneMetadata.json',
);

if (process.argv[1] === import.meta.filename) {
  writeFileSync(phoneMetadataPath, `${JSON.stringify(phoneMetadata())}\n`);
  console.log(`written: ${path.relative(process.cwd(), phoneMetadataPath)}`);
}
