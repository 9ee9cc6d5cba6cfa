import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useFieldForm } from '../../lib/forms/use-field-form';
import { useSite, useT } from '../../lib/site';
import { useConfirmPasswordReset } from './use-auth-calls';

interface Values {
  password: string;
  password_confirmation: string;
}
const FIELDS = { password: { isRequired: true }, password_confirmation: { isRequired: true } };

/** New password for a reset code (the mailed link's page and the reset-pass modal share it). */
export function ResetPasswordForm({
  resetCode,
  onDone,
}: {
  resetCode: string;
  onDone: () => void;
}) {
  const confirmReset = useConfirmPasswordReset();
  const t = useT();
  const { content } = useSite();
  const [formError, setFormError] = useState<string | null>(null);
  const { form, applyServerError } = useFieldForm<Values>(FIELDS, content.validation, {
    password: '',
    password_confirmation: '',
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirmReset.mutateAsync({ body: { resetCode, ...values } });
      onDone();
    } catch (error) {
      // A used or expired code is the link's fault, not a field's: say so, not "This field".
      const isDeadLink = error instanceof ApiError && error.code === 'invalid_code';
      setFormError(
        isDeadLink ? t('auth.resetFailed') : (applyServerError(error) ?? (error as Error).message),
      );
    }
  });
  return (
    <form
      className="form"
      method="post"
      onSubmit={onSubmit}
      noValidate
      style={{ width: '100%', textAlign: 'left' }}
    >
      <FormError message={formError} />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.repeatNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" variant="primary" size="lg" isBlock isLoading={isSubmitting}>
        {t('auth.save')}
      </Button>
    </form>
  );
}
