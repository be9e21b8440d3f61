import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from './cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { box: string; icon: LucideIcon; iconColor: string }> = {
  info: { box: 'border-info bg-info-light', icon: Info, iconColor: 'text-info' },
  success: { box: 'border-success bg-success-light', icon: CircleCheck, iconColor: 'text-success' },
  warning: {
    box: 'border-warning bg-warning-light',
    icon: TriangleAlert,
    iconColor: 'text-warning',
  },
  error: { box: 'border-danger bg-danger-light', icon: CircleAlert, iconColor: 'text-danger' },
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
}

/**
 * Notice box. An error is announced at once (`role="alert"`); other tones are plain content
 * unless the caller passes a role (e.g. `role="status"` for a message that appears later).
 */
export function Alert({ tone = 'info', title, className, children, role, ...props }: AlertProps) {
  const { box, icon: Icon, iconColor } = tones[tone];
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : undefined)}
      data-tone={tone}
      className={cn('flex gap-3 rounded-sm border-l-4 p-4 text-ink', box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColor)} />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-bold">{title}</p> : null}
        {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
