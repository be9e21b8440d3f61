import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Progress } from './progress';

describe('Progress', () => {
  it('is indeterminate without a value', () => {
    render(<Progress label="Import du fichier" />);
    const bar = screen.getByRole('progressbar', { name: 'Import du fichier' });
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('is loading below the maximum, with its value spoken in French', () => {
    render(<Progress label="Import du fichier" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Import du fichier' });
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^45\s%$/);
    const indicator = bar.firstElementChild as HTMLElement;
    expect(indicator).toHaveAttribute('data-state', 'loading');
    expect(indicator.style.transform).toBe('translateX(-55%)');
  });

  it('is complete at the maximum', () => {
    render(<Progress label="Envoi" value={100} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  });

  it('honours another maximum', () => {
    render(<Progress label="Étapes" value={3} max={4} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^75\s%$/);
  });

  it('clamps values out of range instead of losing them', () => {
    const { rerender } = render(<Progress label="Envoi" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
    rerender(<Progress label="Envoi" value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<Progress label="Envoi" value={Number.NaN} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'indeterminate');
  });
});
