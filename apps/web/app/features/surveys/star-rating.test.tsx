import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { StarRating, StarRatingValue } from './star-rating';

function Rated({
  onChange = vi.fn(),
  errors,
}: {
  onChange?: (v: number) => void;
  errors?: string[];
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRating
      id="q1"
      legend="La qualité des supports remis"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      errors={errors}
      required
    />
  );
}

describe('StarRating', () => {
  it('is a required radio group named by its question, each star named in French', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'La qualité des supports remis' });
    expect(group).toHaveAttribute('aria-required', 'true');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 étoile sur 5' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 étoiles sur 5' })).toBeInTheDocument();
    expect(screen.getByText('Sans réponse')).toBeInTheDocument();
  });

  it('is operated with the keyboard: Tab enters, arrows choose, Space picks', async () => {
    const onChange = vi.fn();
    render(
      <>
        <button type="button">avant</button>
        <Rated onChange={onChange} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'avant' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 étoile sur 5' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 étoiles sur 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 étoiles sur 5' })).toHaveFocus();
    // The value is also said beside the stars.
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('4 étoiles sur 5');
  });

  it('says its error and is marked invalid', () => {
    render(<Rated errors={['Champ obligatoire']} />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Sans réponse Champ obligatoire');
  });
});

describe('StarRatingValue', () => {
  it('reads a sent rating in words', () => {
    render(<StarRatingValue value={2} />);
    expect(screen.getByText('2 étoiles sur 5')).toBeInTheDocument();
  });
});
