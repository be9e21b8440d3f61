import { accessibilityStatementSections, type Content } from '@passerelle/shared';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import AccessibilityPage from './accessibility';

function renderPage(content: Content) {
  const Stub = createRoutesStub([
    { path: '/accessibility', Component: AccessibilityPage, loader: () => content },
  ]);
  render(<Stub initialEntries={['/accessibility']} />);
}

describe('/accessibility', () => {
  it('shows the editor’s part an admin wrote, then the RGAA statement in the model’s order', async () => {
    renderPage({
      code: 'accessibility',
      title: 'Accessibilité',
      html: '<p>La Région s’engage à rendre le portail accessible.</p>',
      updatedAt: null,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Accessibilité');
    expect(screen.getByText('La Région s’engage à rendre le portail accessible.')).toBeVisible();
    // The model's sections, in its order (statement.test.ts checks their names).
    const sections = accessibilityStatementSections().map((section) => section.heading);
    expect(sections).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      sections,
    );
    expect(
      screen.getByText(/des critères du RGAA version 4\.1\.2 sont respectés\.$/),
    ).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Retour d’information et contact' });
    expect(
      within(contact).getByRole('link', { name: /formulaire de contact du portail/ }),
    ).toHaveAttribute('href', '/#contact');
    const remedy = screen.getByRole('region', { name: 'Voies de recours' });
    expect(within(remedy).getByRole('link', { name: /Appeler le 09 69 39 00 00/ })).toHaveAttribute(
      'href',
      'tel:+33969390000',
    );
    expect(within(remedy).getByText(/Libre réponse 71120 – 75342 Paris CEDEX 07/)).toBeVisible();
    // The statement is the page's text: no "no content yet" when the admin's part is empty.
    expect(screen.queryByText('Cette page n’a pas encore de contenu.')).toBeNull();
  });

  it('keeps the statement when the admin left the editor’s part empty', async () => {
    renderPage({ code: 'accessibility', title: 'Accessibilité', html: '', updatedAt: null });
    expect(await screen.findByRole('heading', { name: 'État de conformité' })).toBeVisible();
    expect(screen.queryByText('Cette page n’a pas encore de contenu.')).toBeNull();
  });
});
