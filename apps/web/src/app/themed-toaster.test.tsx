import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ThemedToaster from './themed-toaster';

// The app's toaster: notifications pile up at most three deep and each one goes away on its own
// after four seconds, so a burst of errors never buries the page.

/** The toast whose title is `title` (its list item). */
function toastItem(title: string): HTMLElement {
  const item = screen.getByText(title).closest<HTMLElement>('[data-sonner-toast]');
  if (!item) throw new Error(`"${title}" is not in a toast`);
  return item;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

describe('the toaster', () => {
  it('shows at most three toasts at once; an older fourth one waits hidden behind them', async () => {
    render(<ThemedToaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Notice ${n}`);
    });
    await advance(0);

    // The newest are in front.
    for (const n of [4, 3, 2])
      expect(toastItem(`Notice ${n}`)).toHaveAttribute('data-visible', 'true');
    expect(toastItem('Notice 1')).toHaveAttribute('data-visible', 'false');
  });

  it('closes a toast by itself four seconds after it appeared', async () => {
    render(<ThemedToaster />);
    act(() => {
      toast('Saved');
    });
    await advance(3900);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    // Closing starts at 4 s; the toast leaves the page once its exit animation has run.
    await advance(100 + 500);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
