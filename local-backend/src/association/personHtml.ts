/**
 * HTML built by a tagged template that escapes every value put in it, so a name such as
 * `<script>…</script>` is printed as text: only fragments built by `html` itself go in unescaped.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
}

export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlOf(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map((part: SafeHtml) => part.text).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (built, part, index) =>
        built + part + (index < values.length ? htmlOf(values[index] as HtmlValue) : ''),
      '',
    ),
  );
}
