import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { stubLayoutForProseMirror } from '../../../test/prosemirror';

import RichTextEditor from './rich-text-editor';

beforeAll(stubLayoutForProseMirror);

function setup(initialHtml = '<p>Bonjour le monde</p>') {
  const onChange = vi.fn<(html: string) => void>();
  const onReady = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  render(
    <>
      <span id="label">Texte de la page</span>
      <RichTextEditor
        id="editor"
        labelledBy="label"
        initialHtml={initialHtml}
        onChange={onChange}
        onReady={onReady}
      />
    </>,
  );
  const textbox = screen.getByRole('textbox', { name: 'Texte de la page' });
  return { user, onChange, onReady, textbox };
}

/** Selects the whole text of the editable area, as a user dragging over it would. */
function selectAll(element: HTMLElement) {
  act(() => {
    element.focus();
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('RichTextEditor toolbar', () => {
  it('is a labelled toolbar of French, named buttons controlling the editable area', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du texte' });
    expect(toolbar).toHaveAttribute('aria-controls', 'editor');
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Gras',
      'Italique',
      'Souligné',
      'Barré',
      'Titre de niveau 2',
      'Titre de niveau 3',
      'Titre de niveau 4',
      'Liste à puces',
      'Liste numérotée',
      'Citation',
      'Ligne de séparation',
      'Lien',
      'Retirer le lien',
      'Annuler la dernière modification',
      'Rétablir la modification',
    ]);
  });

  it('marks toggles with aria-pressed and actions without it', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Titre de niveau 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Ligne de séparation' })).not.toHaveAttribute(
      'aria-pressed',
    );
    expect(
      screen.getByRole('button', { name: 'Annuler la dernière modification' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('reports the starting HTML as the editor writes it', async () => {
    const { onReady } = setup('<p>Bonjour <b>le</b> monde</p>');
    await waitFor(() =>
      expect(onReady).toHaveBeenCalledWith('<p>Bonjour <strong>le</strong> monde</p>'),
    );
  });

  it('makes the selection bold, shows it pressed, and reports the HTML', async () => {
    const { user, onChange, textbox } = setup();
    selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Gras' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Bonjour le monde</strong></p>');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(
      screen.getByRole('button', { name: 'Annuler la dernière modification' }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('turns the paragraph into a level 2 heading', async () => {
    const { user, onChange, textbox } = setup();
    selectAll(textbox);
    await user.click(screen.getByRole('button', { name: 'Titre de niveau 2' }));
    // The trailing empty paragraph lets the admin type after a final heading.
    expect(onChange).toHaveBeenLastCalledWith('<h2>Bonjour le monde</h2><p></p>');
    expect(screen.getByRole('button', { name: 'Titre de niveau 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is one Tab stop, moved with the arrow keys, Home and End', async () => {
    const { user } = setup();
    const bold = screen.getByRole('button', { name: 'Gras' });
    const italic = screen.getByRole('button', { name: 'Italique' });
    const redo = screen.getByRole('button', { name: 'Rétablir la modification' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(italic).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(bold).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(italic).toHaveFocus();
    expect(italic).toHaveAttribute('tabindex', '0');
    expect(bold).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(redo).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(redo).toHaveFocus();
    await user.keyboard('{Home}');
    expect(bold).toHaveFocus();
    // Tab leaves the toolbar for the editable area.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Texte de la page' })).toHaveFocus();
  });

  it('applies a link typed in the link form, refusing unsafe addresses', async () => {
    const { user, onChange, textbox } = setup();
    selectAll(textbox);
    const linkButton = screen.getByRole('button', { name: 'Lien' });
    await user.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    expect(address).toHaveFocus();

    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Appliquer le lien' }));
    expect(address).toHaveAccessibleDescription(/Adresse invalide/);
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, 'https://www.example.fr');
    await user.click(screen.getByRole('checkbox', { name: 'Ouvrir dans un nouvel onglet' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer le lien' }));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://www.example.fr">Bonjour le monde</a></p>',
    );
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument();
  });

  it('closes the link form on Escape, back to the editor', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lien' })).toHaveAttribute('aria-expanded', 'false');
  });
});
