import { BONUS_CODE_STATUS } from '@casino/contracts/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useApplyDepositCode } from './use-deposit-bonuses';

/**
 * The deposit modal's bonus code (spec 9.10: a deposit code, trigger 3): an applied code's bonus
 * joins the offers above and is chosen for this deposit (`onApplied` with the code).
 */
export function DepositCodeField({
  currency,
  onApplied,
}: {
  currency: string;
  onApplied: (code: string) => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const apply = useApplyDepositCode(currency);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const reply = await apply.mutateAsync(code.trim()).catch(() => null);
    if (reply?.status !== BONUS_CODE_STATUS.applied) return;
    onApplied(reply.code);
    setCode('');
    ui.toast({ kind: 'success', title: t('bonus.codeApplied', { code: reply.code }) });
  };
  return (
    <form className="bonus-code" onSubmit={submit} data-testid="deposit-code">
      <TextField
        label={t('bonus.code')}
        className="bonus-code__field"
        name="depositBonusCode"
        value={code}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" isLoading={apply.isPending} disabled={!code.trim()}>
        {t('bonus.codeApply')}
      </Button>
    </form>
  );
}
