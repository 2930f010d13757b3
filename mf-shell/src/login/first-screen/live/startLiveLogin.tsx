// The live login drawn from the page's HTML: its own small bundle (tools/webpack/
// createLiveFirstScreenConfig.cjs), the shell's form drawn with Preact instead of React, the login
// machine and Firebase's e-mail sign-in alone. The page's server adds its script with the drawn login
// (tools/server/firstScreen.ts); the rest of the code (the root, React, the shell) comes once this is
// live, when the tablet is idle, and takes over (docs/architecture.md: "The live login").
import { render } from 'preact';
import { createActor } from 'xstate';
import {
  fetchJson,
  parseRuntimeConfig,
  runtimeConfigUrl,
  yieldToMain,
  type RuntimeConfig,
} from '@amparo/shared-machines';
import type { EmailSignIn } from '@amparo/shared-machines/firebase';
import { codeNeededEvent, firstScreenElementId, handedOverAttribute } from '../firstScreenElement';
import { startLiveLogin } from './liveLogin';

/**
 * Firebase's e-mail sign-in, its code a chunk of its own (two thirds of the bundle): evaluated in a
 * task of its own while the form is already live, instead of lengthening the first one. A sign-in
 * asked before it came waits for it.
 */
function emailSignInLater(config: RuntimeConfig): EmailSignIn {
  const started = import('@amparo/shared-machines/firebase').then(({ startEmailSignIn }) =>
    startEmailSignIn(config),
  );
  return {
    signInWithEmail: async (email, password) => (await started).signInWithEmail(email, password),
    dispose: async () => (await started).dispose(),
  };
}

async function start(): Promise<void> {
  const drawn = document.getElementById(firstScreenElementId);
  const shown = document.documentElement.getAttribute('data-amparo-first-screen') === 'login';
  if (!drawn || !shown || drawn.hasAttribute(handedOverAttribute)) return;
  const config = parseRuntimeConfig(await fetchJson(runtimeConfigUrl));
  await yieldToMain();
  startLiveLogin({
    drawn,
    signIn: emailSignInLater(config),
    createActor,
    // The bundle draws React's elements with Preact (preact/compat stands in for React there).
    render: (form, holder) => render(form as unknown as Parameters<typeof render>[0], holder),
  });
}

void start().catch((error: unknown) => {
  // The drawn form still takes typing; the rest of the code comes now and signs in, as before.
  console.warn('Amparo: the live login could not start', error);
  document.dispatchEvent(new Event(codeNeededEvent));
});
