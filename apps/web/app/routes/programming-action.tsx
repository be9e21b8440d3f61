import { programmingTabs, t } from '@passerelle/shared';
import { NavLink, Outlet, useParams } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/** /back/programming/{id}: the action's heading and its tab bar; each tab is a child route. */
export default function ProgrammingActionPage() {
  const { id = '' } = useParams();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Action de formation n° {id}</h1>
      <nav aria-label="Onglets de l’action de formation">
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {programmingTabs(id).map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-4 py-2 font-medium',
                    focusRing,
                    isActive ? 'border-primary text-primary' : 'border-transparent text-ink',
                  )
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
