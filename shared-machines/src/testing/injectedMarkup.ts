/**
 * What a hostile value would leave in the page had it been rendered as markup instead of text: a
 * script, image, frame or other element that loads or runs something, an inline event handler
 * attribute (`onerror`, `onload`, …), or a link whose address runs script. The screens' own elements
 * (icons are inline `<svg>` without handlers) are none of these. Tests: `expect(findInjectedMarkup(container)).toEqual([])`.
 */

const loadingElements =
  'script, img, iframe, frame, object, embed, link, meta, base, style, audio, video, source';
const addressAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'] as const;
const scriptSchemes = /^(javascript|vbscript|data):/i;

function describeElement(element: Element, what: string): string {
  return `<${element.tagName.toLowerCase()}> ${what}`;
}

/** Descriptions of every injected element or attribute under `root` (empty when there is none). */
export function findInjectedMarkup(root: ParentNode): string[] {
  const found: string[] = [];
  root
    .querySelectorAll(loadingElements)
    .forEach((element) => found.push(describeElement(element, 'element')));
  root.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name))
        found.push(describeElement(element, `handler ${attribute.name}`));
    }
    for (const name of addressAttributes) {
      // Browsers ignore control characters and spaces before a scheme: so does this check.
      const address = element.getAttribute(name)?.replace(/[\u0000-\u0020]/g, '');
      if (address !== undefined && scriptSchemes.test(address))
        found.push(describeElement(element, `${name}=${address.slice(0, 40)}`));
    }
  });
  return found;
}
