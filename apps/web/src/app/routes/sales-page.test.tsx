import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

// The sales page at /d, read by a visitor: why (struggles against benefits, what waiting
// costs, the usual doubts), how (three steps), what (four AI demos), then the plans and a
// last call to act. The plans grid itself is not what these stories are about.

beforeEach(() => {
  server.use(handle(endpoints.commerce.config, () => new Promise<never>(() => {})));
});

/** The page's band titled `name` (a region named by its heading). */
async function section(name: string | RegExp) {
  return screen.findByRole('region', { name });
}

describe('/d, the sales page', () => {
  it('sets the page description search engines and link previews show', async () => {
    renderApp('/d');
    await section('How it works');
    // The page sets it in an effect after it renders.
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'KetoFlow Pro: AI meal plans, KetoVision food scans and the FlowBrain coach. Monthly, yearly or one-time plans with a 60-day money-back guarantee.',
      ),
    );
  });

  it('shows struggles against benefits, then what waiting costs and the usual doubts', async () => {
    renderApp('/d');
    const struggle = await section('Sound familiar?');
    expect(within(struggle).getByRole('heading', { name: 'Keto on your own' })).toBeVisible();
    expect(within(struggle).getByRole('heading', { name: 'Keto with KetoFlow Pro' })).toBeVisible();
    expect(await section('What waiting costs')).toBeVisible();
    const objections = await section('Questions you might have');
    expect(within(objections).getByText('What if it doesn’t work for me?')).toBeVisible();
  });

  it('explains how it works in three steps', async () => {
    renderApp('/d');
    const steps = await section('How it works');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Share Your Goals', 'Get Your Plan', 'Track & Adapt']);
  });

  it('shows four AI feature demos: meal plan, food scan, coach and recipe', async () => {
    renderApp('/d');
    const demos = await section('See the AI at work');
    const titles = within(demos)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent ?? '');
    expect(titles).toHaveLength(4);
    for (const [i, title] of [
      'AI meal plan generator',
      'KetoVision food scanner',
      'FlowBrain coach chat',
      'AI recipe generator',
    ].entries()) {
      expect(titles[i]).toContain(title);
    }
  });

  it('ends with a call to choose a plan, backed by the guarantee', async () => {
    renderApp('/d');
    const finalCta = await section('Start today, with 60 days to change your mind');
    expect(within(finalCta).getByText(/60-day money-back guarantee/)).toBeVisible();
    expect(within(finalCta).getByRole('button', { name: 'Choose your plan' })).toBeVisible();
  });
});
