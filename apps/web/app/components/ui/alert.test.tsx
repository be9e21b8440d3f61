import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('announces an error at once', () => {
    render(
      <Alert tone="error" title="Inscription impossible">
        Vous avez atteint le quota annuel.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Inscription impossible');
    expect(alert).toHaveTextContent('Vous avez atteint le quota annuel.');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });

  it('is plain content for an information notice', () => {
    render(<Alert>Seuls les 500 premiers utilisateurs sont affichés.</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Seuls les 500 premiers utilisateurs sont affichés.')).toBeVisible();
  });

  it('takes a live role from the caller', () => {
    render(
      <Alert tone="success" role="status">
        Votre message a bien été envoyé.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'success');
  });

  it('hides its icon from assistive technology', () => {
    const { container } = render(<Alert tone="warning">Attention</Alert>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
