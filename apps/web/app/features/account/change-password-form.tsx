import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { session } from '../../lib/session/session-store';
import { useSite, useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useChangePassword } from './use-account-calls';

interface Values {
  currentPassword: string;
  newPassword: string;
  repeatNewPassword: string;
}
const FIELDS = {
  currentPassword: { isRequired: true },
  newPassword: { isRequired: true },
  repeatNewPassword: { isRequired: true },
};
const EMPTY: Values = { currentPassword: '', newPassword: '', repeatNewPassword: '' };

/**
 * Change password (docs/product/api-calls.md, playerApi.changePassword); other devices are signed
 * out by the server.
 */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const t = useT();
  const { content } = useSite();
  const [formError, setFormError] = useState<string | null>(null);
  const { form, applyServerError } = useFieldForm<Values>(FIELDS, content.validation, EMPTY);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync({ body: values });
      form.reset(EMPTY);
      session.markPasswordChanged();
      ui.toast({ kind: 'success', title: t('account.passwordChanged') });
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });
  return (
    <form
      className="card form"
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="profile-security"
    >
      <h2 id="profile-security">{t('account.security')}</h2>
      <FormError message={formError} />
      <TextField
        label={t('auth.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="form__row">
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('auth.repeatNewPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.repeatNewPassword?.message}
          {...form.register('repeatNewPassword')}
        />
      </div>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {t('auth.save')}
      </Button>
    </form>
  );
}
