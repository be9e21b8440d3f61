import { t } from '@passerelle/shared';
import { Check, CircleAlert } from 'lucide-react';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

export type StepState = 'current' | 'done' | 'error' | 'todo';

export interface StepperStep {
  label: string;
  state: StepState;
  /** A step already reached may be opened again. */
  reachable: boolean;
}

const STATE_TEXT: Partial<Record<StepState, () => string>> = {
  current: () => t('surveys.form.stepCurrent'),
  done: () => t('surveys.form.stepDone'),
  error: () => t('surveys.form.stepError'),
};

/**
 * The steps of the answer form, one per theme: the current one marked `aria-current="step"`, a
 * step with missing ratings in error (spec §5 "stepper error"), said in words as well as shown.
 * A reached step is a button that opens it.
 */
export function SurveyStepper({
  steps,
  current,
  onOpen,
}: {
  steps: readonly StepperStep[];
  current: number;
  onOpen: (index: number) => void;
}) {
  return (
    <nav aria-label={t('surveys.form.steps')}>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => {
          const state = index === current && step.state !== 'error' ? 'current' : step.state;
          const stateText = STATE_TEXT[state]?.();
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-sm',
                  state === 'error' && 'border-danger bg-danger text-white',
                  state === 'done' && 'border-success bg-success text-white',
                  state === 'current' && 'border-primary bg-primary text-white',
                  state === 'todo' && 'border-border-strong text-muted',
                )}
              >
                {state === 'error' ? (
                  <CircleAlert className="size-4" />
                ) : state === 'done' ? (
                  <Check className="size-4" />
                ) : (
                  index + 1
                )}
              </span>
              <span className="text-left">
                {step.label}
                {stateText ? <span className="sr-only"> ({stateText})</span> : null}
              </span>
            </>
          );
          const box = cn(
            'flex min-h-10 items-center gap-2 rounded-sm border px-3 py-1 text-sm',
            index === current ? 'border-primary font-bold' : 'border-border',
            state === 'error' && 'border-danger text-danger',
          );
          return (
            <li key={step.label} data-state={state}>
              {step.reachable && index !== current ? (
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  className={cn(box, 'cursor-pointer hover:bg-primary-light', focusRing)}
                >
                  {content}
                </button>
              ) : (
                <span className={box} aria-current={index === current ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
