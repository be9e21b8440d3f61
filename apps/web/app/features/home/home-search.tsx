import { t } from '@passerelle/shared';
import { Search } from 'lucide-react';
import { Form } from 'react-router';

import { Button } from '~/components/ui/button';
import { fieldInputClasses } from '~/components/ui/field';

/** One text field sending to the catalogue's simple search (`/training?q=`); works without JS. */
export function HomeSearch() {
  return (
    <div role="search" aria-labelledby="home-search-title" className="space-y-2">
      <h2 id="home-search-title" className="text-xl font-bold">
        {t('home.searchTitle')}
      </h2>
      <Form
        method="get"
        action="/training"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="home-search-q" className="font-medium">
            {t('home.searchLabel')}
          </label>
          <p id="home-search-hint" className="text-sm text-muted">
            {t('home.searchHint')}
          </p>
          <input
            id="home-search-q"
            name="q"
            type="search"
            aria-describedby="home-search-hint"
            className={fieldInputClasses}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t('home.searchSubmit')}
        </Button>
      </Form>
    </div>
  );
}
