/**
 * The login drawn from the page's HTML: the shell's build writes first-screen.json (its markup and
 * styles, tools/webpack/FirstScreenPlugin.cjs) beside its remoteEntry.js; the page is sent with them
 * in it, so the login is painted before any script has come. Only the shell the manifest names is
 * used, read from this server's own folders: a shell served from another origin (or a folder without
 * the file) gives a page without it, which still works, its login drawn by the code as before.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface FirstScreen {
  readonly markup: string;
  readonly styles: string;
  /**
   * The script making the screen live before the rest of the code (the file's name beside the
   * shell's entry: tools/webpack/createLiveFirstScreenConfig.cjs), absent from older builds.
   */
  readonly script?: string;
}

/**
 * The ids of the <template> holding the live screen's <script> and of that script: the page's first
 * script adds it when the login is the screen shown, and waits for it (firstScreenScript.cjs).
 */
export const liveScriptTemplateId = 'amparo-live-first-screen';
export const liveScriptElementId = 'amparo-live-first-screen-script';

const firstScreenRemote = 'mf_shell';
const firstScreenFile = 'first-screen.json';

/** The URL folder of the manifest's shell entry (`/mf/mf-shell/`), if it is a path on this site. */
export function firstScreenFolderOf(manifest: Record<string, unknown>): string | null {
  const entry = manifest[firstScreenRemote];
  if (typeof entry !== 'string' || !/^\/(?!\/)/.test(entry)) return null;
  return (entry.split(/[?#]/, 1)[0] ?? '').replace(/[^/]*$/, '');
}

/** The file beside the manifest's shell entry, if that entry is a path under one of `mounts`. */
export function firstScreenFileOf(
  manifest: Record<string, unknown>,
  mounts: readonly (readonly [prefix: string, dir: string])[],
): string | null {
  const folder = firstScreenFolderOf(manifest);
  if (folder === null) return null;
  const mount = mounts
    .filter(([prefix]) => folder.startsWith(prefix))
    .sort((a, b) => b[0].length - a[0].length)[0];
  if (!mount) return null;
  const dir = path.resolve(mount[1]);
  const file = path.resolve(dir, `.${folder.slice(mount[0].length - 1)}`, firstScreenFile);
  return file.startsWith(`${dir}${path.sep}`) ? file : null;
}

/** first-screen.json's content, or null when it is not one (broken, or another shape). */
export function parseFirstScreen(text: string): FirstScreen | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { markup, styles, script } = value as Record<string, unknown>;
    if (typeof markup !== 'string' || typeof styles !== 'string') return null;
    // A file's name only (letters, digits, dots, dashes): it is put in the page as is.
    return typeof script === 'string' && /^[\w.-]+\.js$/.test(script)
      ? { markup, styles, script }
      : { markup, styles };
  } catch {
    return null;
  }
}

export async function readFirstScreen(file: string | null): Promise<FirstScreen | null> {
  if (!file) return null;
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  return text === null ? null : parseFirstScreen(text);
}

// What was put in a page is kept between these, so that putting a screen in again (a new build of
// the shell, a page written by the release command) replaces it instead of adding a second one.
const openMark = '<!--amparo-first-screen-->';
const closeMark = '<!--/amparo-first-screen-->';
const marked = (text: string) => `${openMark}${text}${closeMark}`;

/** The page without any first screen put in it before. */
export function withoutFirstScreen(html: string): string {
  return html.replace(/<!--amparo-first-screen-->[\s\S]*?<!--\/amparo-first-screen-->/g, '');
}

/**
 * The page with the screen's styles at the end of its head and its markup first in #amparo-main;
 * with `folder` (where the shell's files are served, firstScreenFolderOf), the script making it live
 * after the markup, inert in a <template>: the page's first script adds it once the login is painted,
 * and only when the login is the screen shown (a signed-in person never downloads it).
 * The page is not painted before the whole screen is parsed (`<link rel="expect" blocking="render">`
 * naming an element after it): on a slow tablet the browser would otherwise paint a half-parsed
 * login, then move it as the rest came.
 */
export function withFirstScreen(
  html: string,
  screen: FirstScreen | null,
  folder: string | null = null,
): string {
  const page = withoutFirstScreen(html);
  if (!screen) return page;
  const main = /<main id="amparo-main"[^>]*>/.exec(page);
  if (!main) return page;
  const at = main.index + main[0].length;
  const script =
    screen.script && folder
      ? `<template id="${liveScriptTemplateId}"><script id="${liveScriptElementId}" src="${folder}${screen.script}"></script></template>`
      : '';
  const markup = `${screen.markup}<span id="${parsedMarkId}" hidden></span>${script}`;
  const withMarkup = `${page.slice(0, at)}${marked(markup)}${page.slice(at)}`;
  const head =
    `<style id="amparo-first-screen-style">${styleText(screen)}</style>` +
    `<link rel="expect" href="#${parsedMarkId}" blocking="render">`;
  return withMarkup.replace('</head>', () => `${marked(head)}</head>`);
}

const parsedMarkId = 'amparo-first-screen-parsed';

// A style element ends at the first '</style': the styles can never close it early.
function styleText(screen: FirstScreen): string {
  return screen.styles.replace(/<\/(style)/gi, '<\\/$1');
}

/** A policy source allowing one inline element by the hash of its text ('sha256-…'). */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The policy's source for the screen's <style>: the page's only inline styles. */
export function firstScreenStyleHashes(screen: FirstScreen | null): string[] {
  return screen ? [hashSource(styleText(screen))] : [];
}

/** The policy's sources for every <style> a page holds (a page written for a static host). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) =>
    hashSource(match[1] ?? ''),
  );
}
