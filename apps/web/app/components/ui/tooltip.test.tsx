import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TooltipProvider } from './tooltip';

// jsdom has no ResizeObserver; Radix's positioning (Popper) asks for one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function hover(element: Element) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}
/** Closes the open tooltip (a pointer leaving needs layout that jsdom lacks). */
function close() {
  fireEvent.keyDown(document.body, { key: 'Escape' });
}

function renderTooltips() {
  render(
    <TooltipProvider>
      <Tooltip content="Exporter au format CSV">
        <button type="button">Exporter</button>
      </Tooltip>
      <Tooltip content="Imprimer la liste">
        <button type="button">Imprimer</button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    exportButton: screen.getByRole('button', { name: 'Exporter' }),
    printButton: screen.getByRole('button', { name: 'Imprimer' }),
  };
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens 700 ms after the pointer rests on the trigger', () => {
    const { exportButton } = renderTooltips();
    hover(exportButton);
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exporter au format CSV');
    // The trigger is described by the tooltip for assistive technology.
    expect(exportButton).toHaveAccessibleDescription('Exporter au format CSV');
  });

  it('opens the next tooltip at once within the 300 ms skip delay, not after it', () => {
    const { exportButton, printButton } = renderTooltips();
    hover(exportButton);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    close();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    hover(printButton);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Imprimer la liste');

    close();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    // The pointer went away from the first trigger in between.
    fireEvent.pointerLeave(exportButton, { pointerType: 'mouse' });
    hover(exportButton);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exporter au format CSV');
  });

  it('brings its own 700 ms timing without a provider above', () => {
    render(
      <Tooltip content="Exporter au format CSV">
        <button type="button">Exporter</button>
      </Tooltip>,
    );
    hover(screen.getByRole('button', { name: 'Exporter' }));
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exporter au format CSV');
  });

  it('opens on keyboard focus and closes with Escape', () => {
    const { exportButton } = renderTooltips();
    act(() => exportButton.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Exporter au format CSV');
    close();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
