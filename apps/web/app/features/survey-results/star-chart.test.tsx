import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StarBars, StarStack, starsText } from './star-chart';

/** French percents carry a no-break space: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the star chart', () => {
  it('names the stacked bar with every count and share, and draws each share', () => {
    const { container } = render(
      <StarStack stars={[0, 1, 1, 0, 2]} label="Satisfaction globale" />,
    );
    const image = screen.getByRole('img');
    expect(plain(image.getAttribute('aria-label'))).toBe(
      'Répartition des étoiles : Satisfaction globale. 1 étoile : 0 réponse (0 %), ' +
        '2 étoiles : 1 réponse (25 %), 3 étoiles : 1 réponse (25 %), 4 étoiles : 0 réponse (0 %), ' +
        '5 étoiles : 2 réponses (50 %)',
    );
    const widths = [...container.querySelectorAll<HTMLElement>('[role="img"] > span')].map(
      (segment) => segment.style.width,
    );
    // Only the star values given draw a segment.
    expect(widths).toEqual(['25%', '25%', '50%']);
  });

  it('says when nobody answered yet', () => {
    render(<StarStack stars={[0, 0, 0, 0, 0]} label="Supports" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Répartition des étoiles : Supports. Pas encore de réponse.',
    );
  });

  it('gives the bars their numbers in a table, five stars first', () => {
    render(<StarBars stars={[1, 0, 0, 3, 4]} caption="Répartition de toutes les notes données" />);
    const table = screen.getByRole('table', { name: 'Répartition de toutes les notes données' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '5 étoiles',
      '4 étoiles',
      '3 étoiles',
      '2 étoiles',
      '1 étoile',
    ]);
    expect(plain(rows[0]!.textContent)).toContain('4 réponses (50 %)');
    expect(plain(rows[4]!.textContent)).toContain('1 réponse (13 %)');
    expect(plain(starsText([0, 0, 0, 0, 1]))).toContain('5 étoiles : 1 réponse (100 %)');
  });
});
