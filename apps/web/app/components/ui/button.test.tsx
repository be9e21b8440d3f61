import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a non-submitting primary button by default', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Rechercher</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Rechercher' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveClass('bg-primary', 'text-white');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit">Enregistrer</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['secondary', 'border-primary'],
    ['ghost', 'bg-transparent'],
    ['danger', 'bg-danger'],
  ] as const)('has the %s variant', (variant, expected) => {
    render(<Button variant={variant}>Action</Button>);
    const button = screen.getByRole('button', { name: 'Action' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveClass(expected);
  });

  it('shows a visible focus ring on every variant', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'danger'] as const) {
      expect(buttonClasses(variant)).toContain('focus-visible:outline-2');
      expect(buttonClasses(variant)).toContain('focus-visible:outline-focus');
    }
  });

  it('lends its look to a link through buttonClasses', () => {
    render(
      <a href="/training" className={buttonClasses('secondary')}>
        Voir le catalogue
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Voir le catalogue' });
    expect(link).toHaveAttribute('href', '/training');
    expect(link).toHaveClass('border-primary');
  });

  it('does not fire when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Supprimer
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
