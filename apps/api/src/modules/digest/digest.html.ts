import { markup, safeHref, SafeHtml } from '../../lib/html.js';
import type { DayTone, DigestContent } from './digest.words.js';

/**
 * The HTML part, for mail apps rather than browsers: tables for layout, every style inline, no
 * images, fonts or scripts from anywhere. Light colours are set on every block, so an app that
 * darkens mail on its own keeps the contrast; apps that honour `prefers-color-scheme` get the
 * dark palette from the one style block. Colour never carries meaning alone: each day says in
 * words whether it was within the cap.
 */

const FONT = '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif';
const C = {
  page: '#f1f5f3',
  card: '#ffffff',
  border: '#dbe5e0',
  text: '#13201b',
  muted: '#4a5b54',
  primary: '#047857',
  tint: '#ecfdf5',
  carbs: '#d97706',
  over: '#b45309',
  track: '#e8eeeb',
};

/** Our own fixed CSS: put in as it is (a style element's text is not HTML-escaped). */
const DARK = new SafeHtml(`
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .kf-page { background: #0c1411 !important; }
  .kf-card { background: #121d19 !important; border-color: #24332d !important; }
  .kf-tile { border-color: #121d19 !important; }
  .kf-rule { border-top-color: #24332d !important; }
  .kf-text { color: #e3ece7 !important; }
  .kf-muted { color: #a7b8b0 !important; }
  .kf-primary { color: #34d399 !important; }
  .kf-tint { background: #0f2a21 !important; }
  .kf-over { color: #fbbf24 !important; }
  .kf-track { background: #22302b !important; }
}`);

const TONE_COLOUR: Record<DayTone, { colour: string; className: string }> = {
  within: { colour: C.primary, className: 'kf-primary' },
  over: { colour: C.over, className: 'kf-over' },
  logged: { colour: C.muted, className: 'kf-muted' },
  none: { colour: C.muted, className: 'kf-muted' },
};

const text = (size: number, colour = C.text, weight = 400) =>
  `margin:0;font-family:${FONT};font-size:${size}px;line-height:1.5;font-weight:${weight};color:${colour};`;

/** A horizontal bar of `share` (0–1) on a quiet track, as table cells (no images, no CSS width). */
function bar(share: number): SafeHtml {
  const filled = Math.round(share * 100);
  const cell = (width: number, colour: string, className: string) =>
    markup`<td width="${width}%" class="${className}" style="background:${colour};height:8px;font-size:0;line-height:0;">&nbsp;</td>`;
  return markup`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>${
    filled > 0 ? cell(filled, C.carbs, 'kf-carbs') : ''
  }${filled < 100 ? cell(100 - filled, C.track, 'kf-track') : ''}</tr></table>`;
}

function stats(c: DigestContent): SafeHtml | '' {
  if (c.stats.length === 0) return '';
  const width = Math.floor(100 / c.stats.length);
  const tile = (s: DigestContent['stats'][number]) =>
    markup`<td width="${width}%" valign="top" class="kf-tint kf-tile" style="background:${C.tint};border:4px solid ${C.card};border-radius:12px;padding:12px;">
<p class="kf-muted" style="${text(13, C.muted)}">${s.label}</p>
<p class="kf-text" style="${text(20, C.text, 700)}font-variant-numeric:tabular-nums;">${s.value}</p>
</td>`;
  return markup`<tr><td style="padding:8px 20px 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
${c.stats.map(tile)}
</tr></table>
</td></tr>`;
}

function dayRow(day: DigestContent['days'][number]): SafeHtml {
  const tone = TONE_COLOUR[day.tone];
  return markup`<tr>
<td width="26%" class="kf-text" style="${text(14)}padding:6px 8px 6px 0;white-space:nowrap;">${day.label}</td>
<td width="16%" align="right" class="kf-text" style="${text(14, C.text, 600)}padding:6px 12px 6px 0;font-variant-numeric:tabular-nums;white-space:nowrap;">${day.amount}</td>
<td width="30%" style="padding:6px 12px 6px 0;">${bar(day.share)}</td>
<td width="28%" class="${tone.className}" style="${text(13, tone.colour)}padding:6px 0;">${day.status}</td>
</tr>`;
}

function days(c: DigestContent): SafeHtml | '' {
  if (c.quiet) return '';
  return markup`<tr><td style="padding:20px 24px 0;">
<p class="kf-text" style="${text(16, C.text, 600)}">${c.carbsHeading}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:8px;">
${c.days.map(dayRow)}
</table>
</td></tr>`;
}

function tip(c: DigestContent): SafeHtml | '' {
  if (!c.tip) return '';
  const source = (s: { title: string; url: string }) =>
    markup`<p class="kf-muted" style="${text(12, C.muted)}margin-top:8px;">Source: <a href="${safeHref(s.url)}" class="kf-primary" style="color:${C.primary};">${s.title}</a></p>`;
  return markup`<tr><td style="padding:20px 24px 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="kf-tint" style="background:${C.tint};border-left:4px solid ${C.primary};border-radius:8px;padding:16px;">
<p class="kf-primary" style="${text(13, C.primary, 600)}">Tip of the week</p>
<p class="kf-text" style="${text(16, C.text, 600)}margin-top:4px;">${c.tip.title}</p>
<p class="kf-text" style="${text(14)}margin-top:8px;">${c.tip.body}</p>
${c.tip.sources.map(source)}
</td></tr></table>
</td></tr>`;
}

function weight(c: DigestContent): SafeHtml | '' {
  if (!c.weight) return '';
  return markup`<tr><td style="padding:12px 24px 0;">
<p class="kf-text" style="${text(15)}"><strong>Weight:</strong> ${c.weight}</p>
</td></tr>`;
}

export function digestHtml(c: DigestContent): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${c.subject}</title>
<style>${DARK}</style>
</head>
<body class="kf-page" style="margin:0;padding:0;background:${C.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${c.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="kf-page" style="background:${C.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="kf-card" style="max-width:560px;background:${C.card};border:1px solid ${C.border};border-radius:12px;">
<tr><td style="padding:24px 24px 0;">
<p class="kf-primary" style="${text(14, C.primary, 700)}letter-spacing:0.02em;">KetoFlow</p>
<h1 class="kf-text" style="${text(22, C.text, 700)}margin-top:4px;">${c.heading}</h1>
<p class="kf-text" style="${text(16)}margin-top:16px;">${c.greeting}</p>
<p class="kf-text" style="${text(16)}margin-top:8px;">${c.intro}</p>
</td></tr>
${stats(c)}
${weight(c)}
${days(c)}
${tip(c)}
<tr><td style="padding:24px 24px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td bgcolor="${C.primary}" style="background:${C.primary};border-radius:8px;">
<a href="${safeHref(c.action.url)}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:8px;">${c.action.label}</a>
</td></tr></table>
</td></tr>
<tr><td class="kf-rule" style="padding:16px 24px 24px;border-top:1px solid ${C.border};">
<p class="kf-muted" style="${text(12, C.muted)}">${c.footer} <a href="${safeHref(c.unsubscribe.url)}" class="kf-primary" style="color:${C.primary};">${c.unsubscribe.label}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.markup;
}
