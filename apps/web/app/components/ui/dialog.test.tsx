import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './alert-dialog';
import { Dialog, DialogContent, DialogFooter, DialogTrigger, FormDialogFooter } from './dialog';
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

describe('FormDialogFooter', () => {
  function FormInDialog({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
    return (
      <Dialog defaultOpen>
        <DialogContent title="Annuler l’inscription">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <FormDialogFooter
              cancelLabel="Retour"
              submitLabel="Confirmer l’annulation"
              busyLabel="Envoi…"
              busy={busy}
              danger
            />
          </form>
        </DialogContent>
      </Dialog>
    );
  }

  it('sends the form with its submit button, and leaves the dialog with the other', () => {
    const onSubmit = vi.fn();
    render(<FormInDialog busy={false} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Confirmer l’annulation' });
    expect(submit).toHaveAttribute('data-variant', 'danger');
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the form is being sent and cannot be sent twice meanwhile', () => {
    render(<FormInDialog busy onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();
  });

  it('calls onCancel instead of closing when it is given', () => {
    const onCancel = vi.fn();
    render(
      <Dialog defaultOpen>
        <DialogContent title="Modifier">
          <FormDialogFooter
            cancelLabel="Annuler"
            onCancel={onCancel}
            submitLabel="Enregistrer"
            busy={false}
          />
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Modifier' })).toBeInTheDocument();
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
