import { t, type ContactCategoryRecord } from '@passerelle/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { Badge } from '~/components/ui/badge';
import type { DataColumn } from '~/components/ui/data-table';
import { rowButton } from '~/components/ui/row-button';

import { ContactCategoryDialog } from './contact-category-dialog';
import { EnumerationTable } from './enumeration-table';

/** Whether the contact form offers the category; read at render (decision 018). */
const offeredColumn = (): DataColumn<ContactCategoryRecord> => ({
  key: 'offered',
  header: t('references.column.offered'),
  cell: (row) =>
    row.active ? (
      <Badge tone="success">{t('references.offered')}</Badge>
    ) : (
      <Badge tone="neutral">{t('references.notOffered')}</Badge>
    ),
});

/**
 * The contact categories on the "Référentiels" page, the one list the admin edits (decision
 * 067): a "Modifier" button per row opens the category's dialog; once saved, the page reads the
 * list again.
 */
export function ContactCategoriesTable({
  title,
  categories,
}: {
  title: string;
  categories: readonly ContactCategoryRecord[] | { error: string };
}) {
  const [editing, setEditing] = useState<ContactCategoryRecord | null>(null);
  const { revalidate } = useRevalidator();
  return (
    <>
      <EnumerationTable
        title={title}
        options={categories}
        extraColumns={[offeredColumn()]}
        rowActions={rowButton<ContactCategoryRecord>({
          header: t('adminKit.actions'),
          label: t('adminKit.edit'),
          ariaLabel: (row) => t('adminKit.editItem', { label: row.label }),
          onClick: setEditing,
        })}
      />
      <ContactCategoryDialog
        category={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void revalidate()}
      />
    </>
  );
}
