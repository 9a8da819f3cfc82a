import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StreakCard } from './streak-card';

describe('the streak card', () => {
  it('shows the run, the best one and why today counts, with the score explained', () => {
    render(
      <StreakCard
        streak={{ current: 4, best: 9, today: 'kept' }}
        ketoDay={{ score: 88, line: 'Within your 25 g net-carb limit; 40 g of protein to go.' }}
      />,
    );
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('9 days')).toBeInTheDocument();
    expect(
      screen.getByText('Today counts: logged and within your net-carb limit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('88')).toBeInTheDocument();
    expect(
      screen.getByText('Within your 25 g net-carb limit; 40 g of protein to go.'),
    ).toBeInTheDocument();
  });

  it('tells what keeps an open day’s streak going, and says when nothing is scored yet', () => {
    render(<StreakCard streak={{ current: 1, best: 3, today: 'open' }} ketoDay={null} />);
    expect(
      screen.getByText('Log a meal within your limit today to make it 2 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Log a meal to see how keto your day is.')).toBeInTheDocument();
  });

  it('says plainly when today went over the limit', () => {
    render(<StreakCard streak={{ current: 0, best: 3, today: 'over' }} ketoDay={null} />);
    expect(
      screen.getByText('Today is over your net-carb limit; a new streak starts tomorrow.'),
    ).toBeInTheDocument();
  });
});
