/** A stretch of the screen from top to bottom, in the page's viewport coordinates (CSS pixels). */
export interface Band {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How far to scroll the page (positive: down) so that the field being typed in shows whole inside
 * `view` (what the on-screen keyboard leaves of the screen) and, when both fit, the area that sends the
 * form (`submit`: the button and the form's error just above it) too. The field always wins: when the
 * two do not fit together, the field shows and the button waits below. A submit area that sticks to the
 * bottom of the view (`stuck`: `position: sticky`) stays in sight whatever the scroll: the field must
 * then show above it. The least scroll that does it; none when all is in sight.
 */
export function keepInViewScroll(view: Band, field: Band, submit: Band, stuck: boolean): number {
  if (stuck) {
    return nearest(field, { top: view.top, bottom: view.bottom - (submit.bottom - submit.top) });
  }
  const both: Band = {
    top: Math.min(field.top, submit.top),
    bottom: Math.max(field.bottom, submit.bottom),
  };
  return nearest(both.bottom - both.top <= view.bottom - view.top ? both : field, view);
}

/** The least scroll that brings `band` inside `view`, its top first when it is taller. */
function nearest(band: Band, view: Band): number {
  if (band.top < view.top) return band.top - view.top;
  if (band.bottom > view.bottom) return Math.min(band.bottom - view.bottom, band.top - view.top);
  return 0;
}
