// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { disableControls } from './render-screen';

describe('a screen drawn by the server: its controls wait for the app', () => {
  it('disables buttons, fields and selects, marked as waiting', () => {
    const html =
      '<form><input name="weight" value=""/><button type="submit">Log weight</button>' +
      '<select name="unit"></select><textarea name="note"></textarea></form>';
    const drawn = disableControls(html);
    expect(drawn).toBe(
      '<form><input disabled="" data-wait="" name="weight" value=""/>' +
        '<button disabled="" data-wait="" type="submit">Log weight</button>' +
        '<select disabled="" data-wait="" name="unit"></select>' +
        '<textarea disabled="" data-wait="" name="note"></textarea></form>',
    );
  });

  it('leaves a control that is disabled anyway as it is, so it keeps looking disabled', () => {
    const html = '<button type="button" disabled="">Save</button>';
    expect(disableControls(html)).toBe(html);
  });

  it('touches no text and no other tag: what a person wrote stays as written', () => {
    const html = '<p>&lt;button&gt; in a note</p><a href="/coin-recharge">Recharge</a>';
    expect(disableControls(html)).toBe(html);
  });
});
