/**
 * The shared-code contract between a deployed root and one section, as plain data: what the root
 * declares in its amparo-shared.json, what the section's build requires (its mf-manifest.json) and
 * imports (its sources). Every problem is a sentence naming the entry and both sides.
 */
import { satisfy } from '@module-federation/enhanced/runtime';

export interface RootSharedManifest {
  readonly provider: string;
  readonly shared: Readonly<
    Record<
      string,
      {
        readonly package: string;
        readonly version: string;
        readonly values: readonly string[];
        readonly types: readonly string[];
      }
    >
  >;
}

export interface SectionRequirement {
  /** A shared entry, e.g. '@amparo/shared-ui' or 'react/jsx-runtime'. */
  readonly name: string;
  readonly requiredVersion: string | false;
}

export function contractProblems(
  section: string,
  root: RootSharedManifest,
  requirements: readonly SectionRequirement[],
  imports: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of requirements) {
    const provided = root.shared[name];
    if (!provided) {
      problems.push(`${section} needs ${name}, which the root does not provide.`);
      continue;
    }
    if (typeof requiredVersion === 'string' && !satisfy(provided.version, requiredVersion)) {
      problems.push(
        `${section} was built against ${name} ${requiredVersion}; the root provides ${provided.version}.`,
      );
    }
  }
  for (const [moduleName, names] of imports) {
    const provided = root.shared[moduleName];
    if (!provided) continue;
    const known = new Set([...provided.values, ...provided.types]);
    const missing = [...names].filter((name) => name !== '*' && !known.has(name)).sort();
    if (missing.length > 0) {
      problems.push(
        `${section} imports ${missing.join(', ')} from ${moduleName}; the root's ${moduleName} ${provided.version} has no such export.`,
      );
    }
  }
  return problems;
}
