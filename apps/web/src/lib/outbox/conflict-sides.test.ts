import { describe, expect, it } from 'vitest';
import { conflictSides } from './conflict-sides';
import type { QueuedWrite } from './outbox-shape';

const edit = (body: object, current: unknown): QueuedWrite => ({
  v: 1,
  id: 'k-1',
  owner: 'sam',
  seq: 1,
  madeAt: '2026-11-28T08:00:00.000Z',
  method: 'PATCH',
  path: '/api/v1/meals/:id',
  params: { id: 'm-1' },
  body,
  kind: 'meal',
  label: 'Change to a diary entry',
  state: 'refused',
  failures: 0,
  refusal: { status: 409, code: 'EDIT_CONFLICT', message: 'Changed elsewhere.', current },
});

describe('both sides of an edit conflict', () => {
  it('names each field the edit changes, with the other device’s value and this one’s', () => {
    const write = edit(
      { mealType: 'lunch', notes: null },
      { id: 'm-1', mealType: 'dinner', notes: 'from the phone', title: 'Eggs' },
    );
    expect(conflictSides(write)).toEqual({
      there: 'meal type dinner, notes from the phone',
      here: 'meal type lunch, notes none',
    });
  });

  it('says nothing when the server sent no entry to compare with', () => {
    expect(conflictSides(edit({ weight: 80 }, undefined))).toBeNull();
  });
});
