import type { StructureType } from '@passerelle/shared';
import { useState } from 'react';

import { labelClasses } from '~/admin-kit/field-styles';
import { StructurePicker } from '~/admin-kit/structure-picker';
import { cn } from '~/components/ui/cn';

import type { NamedStructure, StructureSource } from '~/admin-kit/structure-choice';

export interface StructureFilterProps {
  id: string;
  label: string;
  /** The URL parameter the chosen structure's id is sent as (`structureId`, `providerId`…). */
  name: string;
  /** Where the choices come from (every structure by default). */
  source?: StructureSource;
  type?: StructureType;
  /** The URL's choice, named (`loadStructureChoice`); null when the list is not filtered by it. */
  initial: NamedStructure | null;
  className?: string;
}

/**
 * A list's filter by structure, inside a GET filter form: a combobox searching the API as the text
 * changes (there may be hundreds of structures, more than a select holds), its choice sent as
 * `name`. The form is re-mounted when the URL changes, which restarts it from `initial`.
 */
export function StructureFilter({
  id,
  label,
  name,
  source,
  type,
  initial,
  className,
}: StructureFilterProps) {
  const [structure, setStructure] = useState(initial);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <StructurePicker
        id={id}
        label={label}
        source={source}
        type={type}
        value={structure}
        onChange={setStructure}
      />
      <input type="hidden" name={name} value={structure?.id ?? ''} />
    </div>
  );
}
