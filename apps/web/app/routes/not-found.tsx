import { t } from '@passerelle/shared';
import { data, type LoaderFunctionArgs } from 'react-router';

/** Spec §2/§8: an unknown route answers 404 "Page not found: {path}" (root error screen). */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  throw data({ message: t('error.pageNotFound', { path: pathname }) }, { status: 404 });
}

export default function NotFound() {
  return null;
}
