import { preloadEntry } from './entryPreload';

describe('preloadEntry', () => {
  afterEach(() => document.head.replaceChildren());

  it.each([
    ['/mf/mf-calls/remoteEntry.js', 'http://localhost/mf/mf-calls/remoteEntry.js'],
    [
      'https://sections.example.pt/mf-health/remoteEntry.js',
      'https://sections.example.pt/mf-health/remoteEntry.js',
    ],
  ])('asks for %s as a script, without running it', (entry, href) => {
    preloadEntry(document, entry);
    const link = document.head.querySelector('link');
    expect(link).toHaveAttribute('rel', 'preload');
    expect(link).toHaveAttribute('as', 'script');
    expect(link?.href).toBe(href);
    // The federation runtime adds its script without `crossorigin`: the preload must not have one either.
    expect(link).not.toHaveAttribute('crossorigin');
    expect(document.querySelector('script')).toBeNull();
  });
});
