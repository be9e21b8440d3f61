import { useSyncExternalStore } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_POSITION,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  t,
} from '@passerelle/shared';
import { toast, toastStore, type ToastItem, type ToastKind } from '~/lib/toast';
import { buttonClasses } from './button';
import { cn } from './cn';
import { closeButtonProps } from './close-button';
import { focusRing } from './focus';
import { toastViewportProps, type ToastPosition } from './toast-viewport';

export type { ToastPosition } from './toast-viewport';

const kinds: Record<ToastKind, { border: string; icon: LucideIcon; iconColor: string }> = {
  success: { border: 'border-l-success', icon: CircleCheck, iconColor: 'text-success' },
  error: { border: 'border-l-danger', icon: CircleAlert, iconColor: 'text-danger' },
  info: { border: 'border-l-info', icon: Info, iconColor: 'text-info' },
};

/** The current toasts, re-rendered on every change of the store. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const { border, icon: Icon, iconColor } = kinds[item.kind];
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) toast.dismiss(item.id);
      }}
      duration={item.duration}
      // Errors interrupt the screen reader (assertive); other toasts wait their turn (polite).
      type={item.kind === 'error' ? 'foreground' : 'background'}
      data-kind={item.kind}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-sm border border-l-4',
        'border-border bg-surface',
        'p-4 text-ink shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        'data-[swipe=cancel]:translate-x-0 motion-safe:data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        focusRing,
        border,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColor)} />
      <div className="min-w-0 flex-1">
        {item.title ? (
          <ToastPrimitive.Title className="font-bold">{item.title}</ToastPrimitive.Title>
        ) : null}
        <ToastPrimitive.Description>{item.message}</ToastPrimitive.Description>
        {item.action ? (
          <ToastPrimitive.Action
            altText={item.action.altText ?? item.action.label}
            className={buttonClasses('primary', 'sm', 'mt-2')}
            onClick={item.action.onClick}
          >
            {item.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close {...closeButtonProps('shrink-0')}>
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Radix toast provider, the toasts of the store and the viewport (F8 moves focus to it).
 * Render it once, near the root (`<AppProviders>` does).
 */
export function Toaster({ position = TOAST_POSITION }: { position?: ToastPosition }) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST_HOTKEY]}
        label={t('toast.viewport')}
        {...toastViewportProps(position)}
      />
    </ToastPrimitive.Provider>
  );
}
