import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  t,
  type CaptchaPayload,
} from '@passerelle/shared';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '~/components/ui/button';
import { SelectField, TextAreaField, TextField } from '~/components/ui/form-controls';
import { fieldErrorsOf } from '~/lib/action-result';
import { browserApi } from '~/lib/api-client-browser';
import { toast } from '~/lib/toast';

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

const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((code) => ({
  value: code,
  label: CONTACT_CATEGORY_LABELS[code],
}));

/** A refusal of the captcha itself (wrong, expired or replayed): its own toast, a new check. */
function isCaptchaRefusal(body: unknown): boolean {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code.startsWith('CAPTCHA_');
}

/** The schema checks, with Zod: fetched when the visitor starts filling in the form. */
const loadValidation = () => import('./contact-validation');

/**
 * The public contact form (spec §1): checked with the API's own schema before it is sent, then
 * `POST /api/public/contacts` from the browser. Toasts of spec §8: message sent, send error,
 * captcha verification error.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [captcha, setCaptcha] = useState<CaptchaPayload | null>(null);
  // A new key unticks the captcha box: each challenge serves once.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  const set = (name: keyof ContactValues) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  function resetCaptcha() {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { checkContactMessage } = await loadValidation();
    const parsed = checkContactMessage({ ...values, captcha: captcha ?? undefined });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await browserApi.request('/api/public/contacts', {
      method: 'POST',
      body: parsed.data,
      defaultErrorMessage: t('toast.contactError'),
    });
    setSending(false);
    if (result.ok) {
      toast.success(t('toast.contactSent'));
      setValues(EMPTY);
      resetCaptcha();
      return;
    }
    if (result.unauthorized) return;
    if (isCaptchaRefusal(result.body)) {
      toast.error(result.error, { title: t('toast.captchaError') });
      resetCaptcha();
      return;
    }
    setErrors(fieldErrorsOf(result.body));
    toast.error(result.error, { title: t('toast.contactError') });
  }

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    errors: errors[name],
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadValidation()}
      noValidate
      aria-labelledby="contact-title"
      aria-busy={sending || undefined}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{t('contact.requiredNotice')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          {...field('category')}
          label={t('contact.category')}
          required
          options={CATEGORY_OPTIONS}
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
      <Button type="submit" disabled={sending}>
        {sending ? t('contact.submitting') : t('contact.submit')}
      </Button>
    </form>
  );
}
