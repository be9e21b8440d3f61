import { MESSAGES_API, t, type VisibleMessage } from '@passerelle/shared';
import { Megaphone } from 'lucide-react';

import type { ApiClient } from '~/lib/api-client';

import { RichTextView } from './rich-text-view';

/**
 * The public message of the home page (`GET /api/messages/current`), or null. A failure only
 * hides the message: the home page must show anyway.
 */
export async function loadCurrentMessage(api: ApiClient): Promise<VisibleMessage | null> {
  const result = await api.call(MESSAGES_API.current);
  return result.ok ? (result.data ?? null) : null;
}

/** The message as a labelled region of the home page: its title (or a default) and its text. */
export function PublicMessageBanner({ message }: { message: VisibleMessage }) {
  const headingId = `public-message-${message.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-sm border-l-4 border-info bg-info-light p-6"
    >
      <Megaphone aria-hidden="true" className="mt-1 size-6 shrink-0 text-info" />
      <div className="min-w-0 space-y-2">
        <h2 id={headingId} className="text-xl font-bold">
          {message.title || t('publicMessage.homeRegion')}
        </h2>
        <RichTextView html={message.html} />
      </div>
    </section>
  );
}
