import {
  CONTACT_CATEGORIES_API,
  t,
  type ContactCategory,
  type ContactCategoryUpdate,
} from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/** Saves a contact category's label, description and offer (decision 067). */
export function saveContactCategory(code: ContactCategory, body: ContactCategoryUpdate) {
  return browserApi.call(CONTACT_CATEGORIES_API.save, {
    params: { code },
    body,
    defaultErrorMessage: t('references.contactCategory.saveError'),
  });
}
