import { createContext, useContext, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@passerelle/shared';
import { cn } from './cn';

/** Whether a `<TooltipProvider>` is above. */
const Provided = createContext(false);

/**
 * Shared timing of the tooltips under it (spec §9): opens after 700 ms, 300 ms to skip the delay
 * when moving from one tooltip to the next. A screen with several tooltips wraps them in one.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Provided.Provider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={TOOLTIP_DELAY_MS}
        skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      >
        {children}
      </TooltipPrimitive.Provider>
    </Provided.Provider>
  );
}

export interface TooltipProps {
  /** Text shown in the bubble (and given to assistive technology through aria-describedby). */
  content: ReactNode;
  /** One focusable element (a button, a link) that shows the tooltip on hover and focus. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/**
 * `<Tooltip content="Exporter au format CSV"><Button>…</Button></Tooltip>`. Without a
 * `<TooltipProvider>` above, it brings its own (the app does not put one around every page: the
 * tooltip primitives would then weigh on the public pages, which have none; decision 018). A
 * tooltip only adds to an accessible name: an icon-only button still needs its own `aria-label`.
 */
export function Tooltip(props: TooltipProps) {
  const provided = useContext(Provided);
  const tooltip = <TooltipRoot {...props} />;
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}

function TooltipRoot({ content, children, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={4}
          className={cn(
            'z-50 max-w-xs rounded-sm bg-ink px-2 py-1 text-sm text-white shadow-md',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
