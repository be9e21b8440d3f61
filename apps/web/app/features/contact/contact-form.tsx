import { t, type CaptchaPayload, type PublicContactCategory } from '@passerelle/shared';
import { useId, useState } from 'react';

import { Button } from '~/components/ui/button';
import { SelectField, TextAreaField, TextField } from '~/components/ui/form-controls';
import { useSubmitForm, type SubmitFailure } from '~/lib/use-submit-form';

import { CaptchaField } from './captcha-field';

interface ContactValues {
  category: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = {
  category: '',
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const FIELDS = ['category', 'name', 'email', 'phone', 'subject', 'message', 'captcha'];

/** A refusal of the captcha itself (wrong, expired or replayed): its own toast, a new check. */
function isCaptchaRefusal(failure: SubmitFailure): boolean {
  return failure.code?.startsWith('CAPTCHA_') ?? false;
}

/** The schema checks, with Zod: fetched when the visitor starts filling in the form. */
const loadValidation = () => import('./contact-validation');
/** The call by its contract, which carries Zod too: fetched when the form is sent. */
const loadApi = () => import('./contact-api');

/**
 * The public contact form (spec §1): checked with the API's own schema before it is sent, then
 * `POST /api/public/contacts` from the browser. Toasts of spec §8: message sent, send error,
 * captcha verification error. The categories are those the programme offers, in its words (the
 * page's loader reads them: `loadContactCategories`, decision 067).
 */
export function ContactForm({ categories }: { categories: readonly PublicContactCategory[] }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [captcha, setCaptcha] = useState<CaptchaPayload | null>(null);
  // A new key unticks the captcha box: each challenge serves once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const set = (name: keyof ContactValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  function resetCaptcha() {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  }

  const form = useSubmitForm({
    formId: id,
    fields: FIELDS,
    validate: async () => {
      // The call's module too, so that sending does not wait for it.
      const [{ checkContactMessage }] = await Promise.all([loadValidation(), loadApi()]);
      return checkContactMessage({ ...values, captcha: captcha ?? undefined });
    },
    submit: async (body) =>
      (await loadApi()).sendContactMessage(body, {
        defaultErrorMessage: t('toast.contactError'),
      }),
    successToast: t('toast.contactSent'),
    onSuccess: () => {
      setValues(EMPTY);
      resetCaptcha();
    },
    errorToast: (failure) =>
      t(isCaptchaRefusal(failure) ? 'toast.captchaError' : 'toast.contactError'),
    onFailure: (failure) => {
      if (isCaptchaRefusal(failure)) resetCaptcha();
    },
  });
  const { errors } = form;

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    errors: errors[name],
  });

  return (
    <form
      onSubmit={form.onSubmit}
      onFocus={() => void Promise.all([loadValidation(), loadApi()])}
      noValidate
      aria-labelledby="contact-title"
      aria-busy={form.busy || undefined}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{t('contact.requiredNotice')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          {...field('category')}
          label={t('contact.category')}
          required
          options={categories.map(({ code, label }) => ({ value: code, label }))}
          emptyLabel={t('contact.categoryEmpty')}
          className="md:col-span-2"
        />
        <TextField {...field('name')} label={t('contact.name')} required autoComplete="name" />
        <TextField
          {...field('email')}
          label={t('contact.email')}
          hint={t('contact.emailHint')}
          required
          type="email"
          autoComplete="email"
        />
        <TextField {...field('phone')} label={t('contact.phone')} autoComplete="tel" />
        <TextField {...field('subject')} label={t('contact.subject')} required />
      </div>
      <TextAreaField {...field('message')} label={t('contact.message')} required rows={6} />
      <CaptchaField
        key={captchaKey}
        id={`${id}-captcha`}
        onChange={setCaptcha}
        errors={errors.captcha}
      />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? t('contact.submitting') : t('contact.submit')}
      </Button>
    </form>
  );
}
