import { useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useModal } from '../../lib/modal-query';
import { useSite, useT } from '../../lib/site';
import { useRequestPasswordReset } from './use-auth-calls';

const FIELDS = { email: { isRequired: true } };

/** Asks for a reset link; the answer never tells whether the email has an account. */
export default function ForgotPassModal() {
  const requestReset = useRequestPasswordReset();
  const t = useT();
  const { content } = useSite();
  const { close, href } = useModal();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { form, applyServerError } = useFieldForm<{ email: string }>(FIELDS, content.validation, {
    email: '',
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestReset.mutateAsync({ body: { email } });
      setSentTo(email);
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });
  return (
    <Modal title={t('auth.forgotTitle')} onClose={close} closeLabel={t('common.close')}>
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <p className="muted">{t('auth.forgotText')}</p>
        {sentTo ? (
          <p className="form__note" role="status">
            {t('auth.forgotSent', { email: sentTo })}
          </p>
        ) : null}
        <FormError message={formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          isBlock
          isLoading={form.formState.isSubmitting}
        >
          {t('auth.forgotSubmit')}
        </Button>
        <AppLink to={href('sign-in')} className="link-button" preventScrollReset>
          {t('auth.backToSignIn')}
        </AppLink>
      </form>
    </Modal>
  );
}
