import { vitalThresholds, type VitalName, type VitalRating } from '@amparo/shared-machines/vitals';
import type { VitalsSummary } from './vitalsOperations';

/**
 * What `vitals` prints: per screen and metric, how many page views sent it, their 75th percentile and
 * web.dev's rating of it; counts and figures only (a record holds nobody's name or uid anyway).
 */

const ratingWords: Readonly<Record<VitalRating, string>> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'POOR',
};

function shown(name: VitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

function limits(name: VitalName): string {
  const { good, poor } = vitalThresholds[name];
  return `good ≤ ${shown(name, good)}, poor > ${shown(name, poor)}`;
}

export function vitalsReport(summary: VitalsSummary, target: string): string[] {
  const period = `${summary.firstDay} to ${summary.lastDay}`;
  if (summary.rows.length === 0)
    return [`Figures from the tablets on ${target}, ${period}: none yet.`];
  const screenWidth = Math.max(...summary.rows.map((row) => row.screen.length), 'screen'.length);
  const lines = [
    `Figures from the tablets on ${target}, ${period} (Europe/Lisbon): the 75th percentile per screen, as web.dev rates it.`,
    `  ${'screen'.padEnd(screenWidth)}  metric  page views  p75        rating`,
  ];
  for (const row of summary.rows)
    lines.push(
      `  ${row.screen.padEnd(screenWidth)}  ${row.metric.padEnd(6)}  ${String(row.count).padStart(10)}  ${shown(row.metric, row.p75).padEnd(9)}  ${ratingWords[row.rating]}`,
    );
  const names = [...new Set(summary.rows.map((row) => row.metric))];
  lines.push(`Thresholds: ${names.map((name) => `${name} ${limits(name)}`).join('; ')}.`);
  return lines;
}

export function vitalsTrimmedReport(
  trimmed: { readonly days: number },
  kept: number,
  target: string,
): string {
  return trimmed.days === 0
    ? `Figures from the tablets on ${target}: the last ${kept} days kept, nothing older.`
    : `Figures from the tablets on ${target}: ${trimmed.days} ${trimmed.days === 1 ? 'day' : 'days'} older than the last ${kept} removed.`;
}
