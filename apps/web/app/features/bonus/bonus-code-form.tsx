import { BONUS_CODE_STATUS } from '@casino/contracts/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { useBonusActions } from './use-bonuses';

/** A bonus code typed in: applied or used codes are said here, refused ones by their channel. */
export function CodeForm() {
  const t = useT();
  const [code, setCode] = useState('');
  const { applyCode } = useBonusActions();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const reply = await applyCode.mutateAsync(code.trim());
    // Refused codes (3, 4) are announced by the bonus-code channel's alert.
    if (reply.status === BONUS_CODE_STATUS.applied) {
      ui.toast({ kind: 'success', title: t('bonus.codeApplied', { code: reply.code }) });
    } else if (reply.status === BONUS_CODE_STATUS.used) {
      ui.toast({ kind: 'success', title: t('bonus.codeUsed', { code: reply.code }) });
    }
    if (reply.status <= BONUS_CODE_STATUS.used) setCode('');
  };
  return (
    <form className="bonus-code" onSubmit={submit}>
      <TextField
        label={t('bonus.code')}
        className="bonus-code__field"
        name="bonusCode"
        value={code}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" isLoading={applyCode.isPending} disabled={!code.trim()}>
        {t('bonus.codeApply')}
      </Button>
    </form>
  );
}
