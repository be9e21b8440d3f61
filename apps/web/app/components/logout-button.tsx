import { t } from '@passerelle/shared';
import { Form } from 'react-router';

import { Button } from '~/components/ui/button';

/**
 * Posts to the /logout route: its clientAction calls `DELETE /api/_auth/session`, clears the
 * stored session and goes to `/`; without JavaScript its server action does the same and
 * forwards the cookie removal.
 */
export function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <Button type="submit" variant="secondary" size="sm">
        {t('auth.logout')}
      </Button>
    </Form>
  );
}
