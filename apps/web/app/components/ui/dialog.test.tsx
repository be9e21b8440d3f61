import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './alert-dialog';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from './dialog';
import { Button } from './button';

describe('Dialog', () => {
  it('opens a titled modal that the "Fermer" button closes', () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Voir le détail</Button>
        </DialogTrigger>
        <DialogContent title="Détail de la session" description="Session du 12 mars">
          <p>Contenu</p>
          <DialogFooter>
            <Button>OK</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voir le détail' }));
    const dialog = screen.getByRole('dialog', { name: 'Détail de la session' });
    expect(dialog).toHaveAccessibleDescription('Session du 12 mars');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function Confirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Clôturer le questionnaire ?"
      description="Cette action est irréversible."
      confirmLabel="Clôturer"
      cancelLabel="Annuler"
      onConfirm={onConfirm}
      onCancel={onCancel}
      tone="danger"
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog whose focus starts on the safe choice', () => {
    render(<Confirm onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Clôturer le questionnaire ?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est irréversible.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clôturer' })).toHaveClass('bg-danger');
  });

  it('confirms without cancelling', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clôturer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with the cancel button or Escape', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();

    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
