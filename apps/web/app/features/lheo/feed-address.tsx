import { t } from '@passerelle/shared';
import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';

import { Button } from '~/components/ui/button';
import { fieldInputClasses, fieldLabelClasses } from '~/components/ui/field';
import { cn } from '~/components/ui/cn';
import { toast } from '~/lib/toast';

/**
 * The feed's address, read-only and selected whole on focus, with "Copier l’adresse": what the
 * administrator gives the Carif-Oref. A copy the browser refuses leaves the address selected.
 */
export function FeedAddress({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('lheo.copied'));
    } catch {
      input.current?.select();
      toast.error(t('lheo.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabelClasses}>
        {t('lheo.url')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={cn(fieldInputClasses, 'min-w-0 flex-1 font-mono text-sm')}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('lheo.copy')}
        </Button>
      </div>
    </div>
  );
}
