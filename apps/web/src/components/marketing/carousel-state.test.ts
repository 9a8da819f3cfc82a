import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  initialCarouselState,
  isRotating,
  type CarouselAction,
  type CarouselState,
} from './carousel-state';

const run = (actions: CarouselAction[], count = 3): CarouselState =>
  actions.reduce(carouselReducer(count), initialCarouselState);

describe('testimonial carousel rules', () => {
  it('starts on the first entry and rotates, wrapping after the last', () => {
    expect(run([]).index).toBe(0);
    expect(isRotating(run([]), false)).toBe(true);
    expect(run([{ type: 'tick' }]).index).toBe(1);
    expect(run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).index).toBe(0);
  });

  it('shows the chosen entry and stops rotating when a dot is chosen', () => {
    const state = run([{ type: 'tick' }, { type: 'select', index: 2 }]);
    expect(state.index).toBe(2);
    expect(isRotating(state, false)).toBe(false);
    // A tick scheduled before the click changes nothing.
    expect(run([{ type: 'select', index: 2 }, { type: 'tick' }, { type: 'tick' }]).index).toBe(2);
  });

  it('holds while pointer or focus is inside and carries on once both have left', () => {
    const held = run([{ type: 'hold', by: 'pointer', inside: true }, { type: 'tick' }]);
    expect(held.index).toBe(0);
    expect(isRotating(held, false)).toBe(false);
    const focusStays = run([
      { type: 'hold', by: 'pointer', inside: true },
      { type: 'hold', by: 'focus', inside: true },
      { type: 'hold', by: 'pointer', inside: false },
      { type: 'tick' },
    ]);
    expect(focusStays.index).toBe(0);
    const released = run([
      { type: 'hold', by: 'focus', inside: true },
      { type: 'hold', by: 'focus', inside: false },
      { type: 'tick' },
    ]);
    expect(released.index).toBe(1);
  });

  it('the pause button stops and restarts the rotation', () => {
    const paused = run([{ type: 'toggle' }, { type: 'tick' }]);
    expect(paused.index).toBe(0);
    expect(isRotating(paused, false)).toBe(false);
    expect(run([{ type: 'toggle' }, { type: 'toggle' }, { type: 'tick' }]).index).toBe(1);
  });

  it('never rotates for visitors who prefer reduced motion', () => {
    expect(isRotating(run([]), true)).toBe(false);
  });
});
