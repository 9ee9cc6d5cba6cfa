import { CONTACT_SUBJECTS, type ContactSubject } from '@casino/contracts/contact';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { MessageKey } from '../../i18n/translate';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useSite, useT } from '../../lib/site';
import { useSendContactMessage } from './use-contact-message';

const FIELDS = {
  firstName: { isRequired: true },
  email: { isRequired: true },
  message: { isRequired: true },
};
interface Values {
  firstName: string;
  email: string;
  subject: ContactSubject;
  message: string;
}
const subjectKey = (s: ContactSubject) =>
  `contact.subjects.${s === 'responsible-gaming' ? 'responsibleGaming' : s}` as MessageKey;

/** The contact form of /static/contact: notificationApi.sendContactMessage. */
export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const t = useT();
  const { content, locale, player } = useSite();
  const [sentBy, setSentBy] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { form, applyServerError } = useFieldForm<Values>(FIELDS, content.validation, {
    firstName: player?.firstName ?? '',
    email: player?.email ?? '',
    subject: 'account',
    message: '',
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sendMessage.mutateAsync({ body: { ...values, locale } });
      setSentBy(values.firstName);
      form.reset({ ...values, message: '' });
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  if (sentBy) {
    return (
      <section className="contact-card" aria-live="polite">
        <p className="contact-card__done" role="status">
          <CheckCircle2 size={22} aria-hidden="true" /> {t('contact.sent', { name: sentBy })}
        </p>
        <Button variant="secondary" onClick={() => setSentBy(null)}>
          {t('contact.another')}
        </Button>
      </section>
    );
  }
  return (
    <section className="contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.title')}</h2>
      <form
        className="form"
        method="post"
        onSubmit={onSubmit}
        noValidate
        data-testid="contact-form"
      >
        <FormError message={formError} />
        <div className="form__row">
          <TextField
            label={t('contact.name')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <SelectField
          label={t('contact.subject')}
          options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: t(subjectKey(s)) }))}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <div className="field">
          <label htmlFor="contact-message" className="field__label">
            {t('contact.message')}
          </label>
          <textarea
            id="contact-message"
            className="input input--textarea"
            rows={6}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby="contact-message-hint"
            {...form.register('message')}
          />
          {errors.message ? (
            <p className="field__error" role="alert">
              {errors.message.message}
            </p>
          ) : (
            <p id="contact-message-hint" className="field__hint">
              {t('contact.messageHint')}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" size="lg" isLoading={form.formState.isSubmitting}>
          {t('contact.submit')}
        </Button>
      </form>
    </section>
  );
}
