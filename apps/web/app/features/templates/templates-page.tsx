import { t, type MessageKey } from '@passerelle/shared';
import { Link } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import { DocumentTemplatesSection } from './document-templates-section';
import { MailTemplatesSection } from './mail-templates-section';
import { OutboxSection } from './outbox-section';
import {
  TEMPLATE_TABS,
  templatesSearch,
  type TemplatesPageData,
  type TemplatesTab,
} from './templates-data';

const TAB_LABELS: Record<TemplatesTab, MessageKey> = {
  mails: 'mailAdmin.tab.mails',
  documents: 'mailAdmin.tab.documents',
  outbox: 'mailAdmin.tab.outbox',
};

/**
 * /back/admin/templates: mail templates (edited with their allowed tags), document templates
 * (DOCX import) and the outbox, one section per tab; the tab is in the URL.
 */
export function TemplatesPage({ title, data }: { title: string; data: TemplatesPageData }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      <nav aria-label={t('mailAdmin.sections')}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {TEMPLATE_TABS.map((tab) => {
            const current = tab === data.tab;
            return (
              <li key={tab}>
                <Link
                  to={templatesSearch(tab) || '?'}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-block border-b-2 px-4 py-2 font-medium',
                    focusRing,
                    current ? 'border-primary text-primary' : 'border-transparent text-ink',
                  )}
                >
                  {t(TAB_LABELS[tab])}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="templates-section-title" className="space-y-4">
        <h2 id="templates-section-title" className="text-2xl font-bold">
          {t(TAB_LABELS[data.tab])}
        </h2>
        <TabContent data={data} />
      </section>
    </div>
  );
}

function TabContent({ data }: { data: TemplatesPageData }) {
  if (data.tab === 'outbox') {
    if (!data.outbox) return <Alert tone="error">{data.outboxError}</Alert>;
    return (
      <OutboxSection
        page={data.outbox}
        query={data.outboxQuery}
        notice={data.outboxNotice}
        mail={data.mail}
      />
    );
  }
  if (!data.templates) return <Alert tone="error">{data.templatesError}</Alert>;
  return data.tab === 'mails' ? (
    <MailTemplatesSection templates={data.templates.mailTemplates} editId={data.editId} />
  ) : (
    <DocumentTemplatesSection templates={data.templates.documentTemplates} />
  );
}
