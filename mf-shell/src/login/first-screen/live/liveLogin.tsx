import type { ReactElement } from 'react';
import type { createActor as createActorOf } from 'xstate';
import { provideLoginEffects } from '@amparo/shared-machines';
import type { EmailSignIn } from '@amparo/shared-machines/firebase';
import { takeOverForm } from '../adoptFirstScreen';
import {
  codeNeededEvent,
  firstScreenPressedAttribute,
  firstScreenSubmittedAttribute,
  handOverEvent,
  handedOverAttribute,
  handedOverEvent,
  liveLoginAttribute,
  liveLoginEvent,
} from '../firstScreenElement';
import { markLoginWorks } from '../markLoginWorks';
import { writeLoginState } from '../liveLoginState';
import { LiveLoginForm } from './LiveLoginForm';

export interface LiveLoginOptions {
  /** The login drawn from the page's HTML (#amparo-first-screen). */
  readonly drawn: HTMLElement;
  readonly signIn: EmailSignIn;
  readonly createActor: typeof createActorOf;
  /** Draws `form` into `holder` (Preact in the page, React in the tests). */
  readonly render: (form: ReactElement, holder: HTMLElement) => void;
}

/** A sign-in asked after the hand-over: the shell's login sends it (the form is marked sent). */
const neverSettles = new Promise<never>(() => undefined);

/**
 * Makes the drawn login live: its form is replaced by the shell's own form over the login machine
 * (takeOverForm: what was typed, the focus and an early 'Entrar' kept), which signs in through
 * Firebase's e-mail sign-in alone. The page is told it is live (`liveLoginEvent`: the rest of the
 * code may come when the tablet is idle), and told the code is needed now when a sign-in starts or
 * a password reset is asked (`codeNeededEvent`; the reset itself is asked by the shell's login, which
 * presses the button again). When the root is about to take over (`handOverEvent`), no new sign-in
 * starts here, and once none is under way the root is answered (`handedOverEvent`) and the Firebase
 * app goes: a session opened here is in the browser's storage, where the root's backend reads it.
 * Until then the machine's state is written on the form for the shell's login (liveLoginState.ts).
 */
export function startLiveLogin({ drawn, signIn, createActor, render }: LiveLoginOptions): void {
  const doc = drawn.ownerDocument;
  const drawnForm = drawn.querySelector('form');
  // The root came first (the live script was slow): its login takes over the drawn one.
  if (!drawnForm || drawn.hasAttribute(handedOverAttribute)) return;
  let handedOver = false;
  let underWay: Promise<unknown> | null = null;
  const codeNeeded = () => doc.dispatchEvent(new Event(codeNeededEvent));
  const machine = provideLoginEffects({
    auth: {
      signInWithEmail: (email, password) => {
        if (handedOver) return neverSettles;
        codeNeeded();
        const attempt = signIn.signInWithEmail(email, password);
        const settled = attempt.then(
          () => undefined,
          () => undefined,
        );
        underWay = settled;
        void settled.then(() => {
          if (underWay === settled) underWay = null;
        });
        return attempt;
      },
    },
  });
  const actor = createActor(machine).start();
  // The live form is drawn beside the drawn one, in a holder that takes no box of its own (the
  // layout stays the drawn login's to the pixel), then takes its place (takeOverForm below).
  const holder = doc.createElement('div');
  holder.style.display = 'contents';
  drawnForm.before(holder);
  const forgotPassword = (email: string) => {
    if (email.trim() !== '') {
      codeNeeded();
      return;
    }
    // Nothing to send the link to: the machine asks for the e-mail, and the shell must not ask again.
    form
      ?.querySelector(`[${firstScreenPressedAttribute}]`)
      ?.removeAttribute(firstScreenPressedAttribute);
    actor.send({ type: 'FORGOT_PASSWORD', email });
  };
  render(<LiveLoginForm actor={actor} onForgotPassword={forgotPassword} />, holder);
  const form = holder.querySelector('form');
  if (!form) return;
  // The page's first script marks every form sent in the drawn login for the shell to send again:
  // one this login sends itself is not (after the hand-over, it is).
  form.addEventListener('submit', () => {
    if (!handedOver) form.removeAttribute(firstScreenSubmittedAttribute);
  });
  actor.subscribe((snapshot) => writeLoginState(form, actor.getPersistedSnapshot(), snapshot));
  writeLoginState(form, actor.getPersistedSnapshot(), actor.getSnapshot());
  doc.addEventListener(handOverEvent, () => {
    // Only the login on the page answers (the root waits for the one it found there).
    if (!drawn.isConnected || handedOver) return;
    handedOver = true;
    const answer = () => {
      doc.dispatchEvent(new Event(handedOverEvent));
      void signIn.dispose();
    };
    if (underWay) void underWay.then(answer);
    else answer();
  });
  takeOverForm(drawnForm, form, () => drawnForm.remove());
  drawn.setAttribute(liveLoginAttribute, '');
  markLoginWorks();
  doc.dispatchEvent(new Event(liveLoginEvent));
}
