/**
 * HTML written by the server (e-mails), with every value escaped where it is put in. The
 * `markup` tag escapes each interpolated value (the five characters OWASP names: & < > " ')
 * unless it is already markup made by `markup` itself, so a person's name or any other text
 * cannot become markup, close an attribute or start a script. (It is not called `html`, so
 * that code formatters leave the templates' layout as written.)
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Markup made by `markup`: put in as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What a template takes: text and numbers (escaped), markup, lists of them; nothing for the rest. */
export type HtmlValue =
  SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => render(v)).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** A link target: http(s) only, so no `javascript:` address can reach an href. */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}
