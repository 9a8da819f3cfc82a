import type { DigestContent } from './digest.words.js';

/** The plain-text part: the same words as the HTML part, laid out for a fixed-width reader. */
export function digestText(c: DigestContent): string {
  const lines: string[] = [c.greeting, '', c.heading, c.intro, ''];
  for (const stat of c.stats) lines.push(`${stat.label}: ${stat.value}`);
  if (c.weight) lines.push(`Weight: ${c.weight}`);
  if (c.stats.length > 0 || c.weight) lines.push('');
  if (!c.quiet) {
    lines.push(c.carbsHeading);
    const width = Math.max(...c.days.map((d) => d.label.length));
    const amountWidth = Math.max(...c.days.map((d) => d.amount.length));
    for (const day of c.days) {
      lines.push(
        `  ${day.label.padEnd(width)}  ${day.amount.padStart(amountWidth)}  ${day.status}`.trimEnd(),
      );
    }
    lines.push('');
  }
  if (c.tip) {
    lines.push(`Tip of the week: ${c.tip.title}`, c.tip.body);
    for (const source of c.tip.sources) lines.push(`Source: ${source.title} (${source.url})`);
    lines.push('');
  }
  lines.push(`${c.action.label}: ${c.action.url}`, '', '-- ', c.footer);
  lines.push(`${c.unsubscribe.label} with one click: ${c.unsubscribe.url}`);
  return `${lines.join('\n')}\n`;
}
