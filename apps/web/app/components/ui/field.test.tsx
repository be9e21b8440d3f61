import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Field } from './field';

describe('Field', () => {
  it('labels its control and links the hint and the errors to it', () => {
    render(
      <Field id="f-name" label="Nom" hint="Tel qu’il est affiché" errors={['Champ obligatoire']}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).toHaveAttribute('id', 'f-name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'f-name-hint f-name-error');
    expect(input).toHaveAccessibleDescription('Tel qu’il est affiché Champ obligatoire');
  });

  it('leaves a valid control unmarked, with no live region unless asked', () => {
    const { container } = render(
      <Field id="f-name" label="Nom">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nom' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('puts an inline control before its label', () => {
    render(
      <Field id="f-active" label="Actif" errors={['Choix invalide']} inline>
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'Actif' });
    const label = screen.getByText('Actif');
    expect(box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box).toHaveAccessibleDescription('Choix invalide');
  });

  it('keeps a live region ready for errors that come while typing', () => {
    const { container, rerender } = render(
      <Field id="f-code" label="Code" liveErrors>
        {(control) => <input {...control} />}
      </Field>,
    );
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <Field id="f-code" label="Code" errors={['Ce code est déjà utilisé']} liveErrors>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(region).toHaveTextContent('Ce code est déjà utilisé');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Ce code est déjà utilisé',
    );
  });
});
