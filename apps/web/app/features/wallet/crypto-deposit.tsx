import type { CreateDepositResponseSchema, Currency, PaymentMethod } from '@casino/contracts';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/site';
import { ui } from '../../lib/ui-store';
import { DepositBonusChoice } from './deposit-bonus-choice';
import { useIdempotencyKey } from './use-card-deposit';
import { useCreateDeposit } from './use-deposit';
import { useDepositBonus } from './use-deposit-bonuses';
import { useDepositLimitRefusal } from './use-payment-methods';

type DepositResponse = z.infer<typeof CreateDepositResponseSchema>;

/** A crypto deposit: the address (and its QR code) to pay to, asked for on a tap. */
export function CryptoDeposit({ currency, method }: { currency: Currency; method: PaymentMethod }) {
  const t = useT();
  const [reply, setReply] = useState<DepositResponse | null>(null);
  const [isBusy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  const createDeposit = useCreateDeposit();
  const isLimitRefusal = useDepositLimitRefusal();
  // The address's deposit takes the chosen bonus when it is credited (at least its minimum).
  const bonus = useDepositBonus(currency.code);
  const { bonusCode } = bonus;
  const load = async () => {
    setBusy(true);
    try {
      setReply(
        await createDeposit.mutateAsync({
          body: {
            method: method.method,
            currency: currency.code,
            idempotencyKey: idempotency.key,
            bonusCode,
          },
        }),
      );
    } catch (e) {
      if (!isLimitRefusal(e)) ui.toast({ kind: 'error', title: (e as Error).message });
    }
    setBusy(false);
  };
  if (!reply?.crypto) {
    return (
      <>
        <DepositBonusChoice bonus={bonus} currency={currency.code} amount={null} />
        <Button
          variant="primary"
          size="lg"
          isBlock
          isLoading={isBusy}
          onClick={load}
          data-testid="show-address"
        >
          {t('wallet.showAddress')}
        </Button>
      </>
    );
  }
  const { address, qrSvg, confirmationsRequired } = reply.crypto;
  return (
    <div className="crypto-deposit">
      <p style={{ fontWeight: 700 }}>{t('wallet.cryptoTitle', { currency: currency.code })}</p>
      <img
        className="crypto-deposit__qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
        alt={t('wallet.qr')}
        width={184}
        height={184}
      />
      <code className="crypto-deposit__address" data-testid="crypto-address">
        {address}
      </code>
      <Button
        onClick={async () => {
          await navigator.clipboard?.writeText(address);
          ui.toast({ kind: 'success', title: t('wallet.copied') });
        }}
      >
        <Copy size={16} aria-hidden="true" /> {t('wallet.copy')}
      </Button>
      <p className="muted">
        {t('wallet.cryptoText', { currency: currency.code, count: confirmationsRequired })}
      </p>
    </div>
  );
}
