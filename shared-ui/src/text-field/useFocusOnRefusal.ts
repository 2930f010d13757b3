import { useEffect, useMemo, useRef } from 'react';

export interface FocusOnRefusal<F extends string> {
  /** The ref callback of `field`'s input (a TextField's `ref`). */
  readonly refOf: (field: F) => (element: HTMLInputElement | null) => void;
  /** The input of `field`, once drawn. */
  readonly elementOf: (field: F) => HTMLInputElement | null;
  /** Called as the form is sent: the machine's answer, now or later, moves the focus. */
  readonly sent: () => void;
}

/**
 * Focus goes to the first field (in `order`) the machine refuses, so that a screen reader reads that
 * field with its message and the person types there: after each sending of the form (even with the
 * same refusals as before) and whenever a refusal arrives that the field did not have (a later answer
 * of the identity service). A field losing its message (the person typing there) never moves focus.
 * `order` is the fields as drawn: keep it a constant, so the hook does not run again for nothing.
 */
export function useFocusOnRefusal<F extends string>(
  errors: Readonly<Partial<Record<F, string>>>,
  order: readonly F[],
): FocusOnRefusal<F> {
  const elements = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const wasSent = useRef(false);
  const shown = useRef(errors);
  useEffect(() => {
    const before = shown.current;
    shown.current = errors;
    const refused = order.filter((field) => errors[field] !== undefined);
    const first = refused[0];
    if (first === undefined) return;
    const isNew = refused.some((field) => before[field] === undefined);
    if (!wasSent.current && !isNew) return;
    wasSent.current = false;
    elements.current[first]?.focus();
  }, [errors, order]);
  return useMemo(() => {
    // One ref callback per field for the form's life: React does not detach and attach it at each draw.
    const callbacks = new Map<F, (element: HTMLInputElement | null) => void>();
    return {
      refOf: (field: F) => {
        let callback = callbacks.get(field);
        if (callback === undefined) {
          callback = (element) => {
            elements.current[field] = element;
          };
          callbacks.set(field, callback);
        }
        return callback;
      },
      elementOf: (field: F) => elements.current[field] ?? null,
      sent: () => {
        wasSent.current = true;
      },
    };
  }, []);
}
