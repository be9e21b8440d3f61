import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

export interface StructureSwitcherProps {
  /** The navigation's accessible name ('Vos structures'). */
  label: string;
  structures: readonly { id: number; name: string }[];
  /** The structure shown now (`aria-current`). */
  currentId: number | null;
  /** Where a structure's page is. */
  hrefOf: (id: number) => string;
}

/**
 * The choice of one's structure when one acts for several (the HR validator's page, the
 * provider information): one link per structure, the current one marked. Nothing for one.
 */
export function StructureSwitcher({
  label,
  structures,
  currentId,
  hrefOf,
}: StructureSwitcherProps) {
  if (structures.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {structures.map((structure) => {
          const current = structure.id === currentId;
          return (
            <li key={structure.id}>
              <Link
                to={hrefOf(structure.id)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-sm border px-3 py-1.5 font-medium',
                  current
                    ? 'border-primary bg-primary text-white'
                    : 'border-border-strong text-primary underline',
                  focusRing,
                )}
              >
                {structure.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
