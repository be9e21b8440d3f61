import { t } from '@passerelle/shared';
import { useState } from 'react';

import { labelClasses } from '~/admin-kit/field-styles';
import { StructurePicker } from '~/admin-kit/structure-picker';

export interface RegistrationStructureFilterProps {
  id: string;
  /** The URL's `structureId`, named; null when the list is not filtered by structure. */
  initial: { id: number; name: string } | null;
}

/**
 * The staff's filter of /back/registrations by the beneficiary's structure: a combobox over the
 * structures registrations came from, sent with the GET form as `structureId`.
 */
export function RegistrationStructureFilter({ id, initial }: RegistrationStructureFilterProps) {
  const [structure, setStructure] = useState(initial);
  return (
    <div className="flex flex-col gap-1 sm:w-72">
      <label htmlFor={id} className={labelClasses}>
        {t('registrationsBack.filter.structure')}
      </label>
      <StructurePicker
        id={id}
        label={t('registrationsBack.filter.structure')}
        source="/api/registration_views/structures"
        value={structure}
        onChange={setStructure}
      />
      <input type="hidden" name="structureId" value={structure?.id ?? ''} />
    </div>
  );
}
