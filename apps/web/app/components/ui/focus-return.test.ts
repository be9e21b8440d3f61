import { afterEach, describe, expect, it } from 'vitest';

import { currentOpener, focusReturnTarget } from './focus-return';

describe('the focus back from a closed dialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML =
      '<main id="contenu" tabindex="-1"><a href="/back/admin/axis?q=x">Liste</a>' +
      '<a href="/back/admin/axis?new=1">Créer un axe</a><button>Supprimer</button></main>';
  };

  it('goes back to the opener while it is still on the page', () => {
    page();
    document.querySelector<HTMLButtonElement>('button')!.focus();
    expect(focusReturnTarget(currentOpener())?.textContent).toBe('Supprimer');
  });

  it('leaves it to the dialog’s trigger when nothing had the focus', () => {
    page();
    expect(focusReturnTarget(currentOpener())).toBeNull();
  });

  it('finds the link rendered again by the navigation that closed the dialog', () => {
    page();
    document.querySelector<HTMLAnchorElement>('a[href$="new=1"]')!.focus();
    const opener = currentOpener();
    page(); // The page rendered again: the opener is no longer in the document.
    expect(focusReturnTarget(opener)?.textContent).toBe('Créer un axe');
  });

  it('falls back to the page’s content when the opener is gone', () => {
    page();
    document.querySelector<HTMLButtonElement>('button')!.focus();
    const opener = currentOpener();
    page();
    expect(focusReturnTarget(opener)?.id).toBe('contenu');
  });
});
