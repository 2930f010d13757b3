/**
 * The platform's origins for the start command: the pages that may use the local services from a
 * browser (see ../http/originPolicy.ts). AMPARO_PLATFORM_URL when set (one address, or several
 * separated by commas; scripts/lib/localPlatform.mjs sets it to its static server's address, and
 * `npm run dev -w <section>` reads the same variable); otherwise the address `npm start` gives its
 * static server, from the PORT and HOST it also passes down (tools/server/cli.ts: default
 * 127.0.0.1:5000). A loopback address brings its other names (localhost, [::1]) with it.
 */
export function platformOriginsFromEnvironment(env: NodeJS.ProcessEnv): string[] {
  const configured = env.AMPARO_PLATFORM_URL?.trim();
  if (configured)
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '');
  const port = env.PORT?.trim() || '5000';
  const host = env.HOST?.trim() || '127.0.0.1';
  // The static server listening on every address is reached at 127.0.0.1 (its own ready line says so).
  const reachedAt = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return [`http://${reachedAt.includes(':') ? `[${reachedAt}]` : reachedAt}:${port}`];
}
